import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route registered after it, from the same zod schemas, at /api/docs. */
export const apiDocsPlugin = fp(
  async (app) => {
    // Not awaited here: each loads in turn under its own start-up time limit, not this plugin's.
    void app.register(swagger, {
      openapi: { info: { title: 'AgentDesk API', version: '0.1.0' } },
      transform: jsonSchemaTransform,
    });
    void app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'api-docs' },
);
