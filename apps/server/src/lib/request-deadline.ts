import type { ClientRequest } from 'node:http';

/**
 * Bounds a node:http request's whole life, not only its idle time (the `timeout` option fires only
 * after that long without a byte, so a server that trickles one byte a second never trips it): when
 * `ms` have passed, the request and its answer are destroyed with `failure()`. The timer goes when
 * the request closes, however it ends.
 */
export const boundRequestTotal = (request: ClientRequest, ms: number, failure: () => Error): void => {
  const timer = setTimeout(() => request.destroy(failure()), Math.max(0, ms));
  request.on('close', () => clearTimeout(timer));
};
