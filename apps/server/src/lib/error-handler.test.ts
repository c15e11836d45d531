import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { registerErrorHandling } from './error-handler.ts';
import { conflict } from './http-error.ts';

describe('error handling', () => {
  it('turns an unexpected failure into a 500 with no stack, and logs no stack', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } } });
    registerErrorHandling(app, 1024);
    app.get('/boom', async () => {
      throw new Error('database exploded at secret place');
    });
    app.get('/taken', async () => {
      throw conflict('This username is already taken');
    });
    const boom = await app.inject({ url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ error_message: 'Something went wrong. Please try again later.' });
    expect(boom.body).not.toContain('at ');
    expect(lines.join('\n')).toContain('database exploded');
    expect(lines.join('\n')).not.toMatch(/\n\s+at /);
    expect(lines.join('\n')).not.toContain('"stack"');

    const taken = await app.inject({ url: '/taken' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error_message: 'This username is already taken' });
    vi.restoreAllMocks();
  });
});
