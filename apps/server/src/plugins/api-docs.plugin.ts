import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route registered after it, from the same zod schemas, at /api/docs. */
export const apiDocsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: { info: { title: 'AgentDesk API', version: '0.1.0' } },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'api-docs' },
);
