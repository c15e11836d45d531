import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './error-handler.ts';
import { unauthorized } from './http-error.ts';

const buildApp = async () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, 1024);
  const body = z.object({ title: z.string().min(1, 'Job title is required') });
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addHook('preHandler', async (request) => {
      if (request.headers.authorization !== 'yes') throw unauthorized();
    });
    scope.post('/short', { config: { shortValidationMessage: true }, schema: { body } }, async (request) => ({
      title: request.body.title,
    }));
    scope.post('/long', { schema: { body } }, async (request) => ({ title: request.body.title }));
  });
  return app;
};

describe('the short validation message setting', () => {
  it('answers the first issue alone, after the scope’s own preHandlers', async () => {
    const app = await buildApp();
    const post = (url: string, authorization?: string) =>
      app.inject({ method: 'POST', url, payload: { title: '' }, headers: authorization ? { authorization } : {} });

    const short = await post('/short', 'yes');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error_message: 'Job title is required' });
    // Without a session the route says nothing about its fields.
    expect((await post('/short')).statusCode).toBe(401);
    // Routes without the setting keep the field path (and validate before preHandlers).
    expect((await post('/long', 'yes')).json()).toEqual({ error_message: 'title: Job title is required' });
    expect((await post('/long')).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/short',
          payload: { title: 'Picker' },
          headers: { authorization: 'yes' },
        })
      ).json(),
    ).toEqual({ title: 'Picker' });
    await app.close();
  });
});
