import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Each answer, named by what it tried, has the status and says why in `error_message` (the
 * message given, else any): the cross-workspace 404s and the viewer's 403s of a route table.
 */
export const expectRefused = (
  answers: Record<string, LightMyRequestResponse>,
  status: number,
  errorMessage?: string,
) => {
  for (const [attempt, response] of Object.entries(answers)) {
    expect(response.statusCode, attempt).toBe(status);
    expect(response.json(), attempt).toEqual({ error_message: errorMessage ?? expect.any(String) });
  }
};
