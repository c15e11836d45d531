import http from 'node:http';
import https from 'node:https';
import { boundRequestTotal } from './request-deadline.ts';
import { namesPrivateHost, PrivateAddressError, publicOnlyLookup, type Resolve } from './public-address.ts';

export type PostJsonOptions = {
  headers: Record<string, string>;
  timeoutMs: number;
  /** Loopback and private networks may be reached (an operator's own relay, tests). */
  allowPrivate: boolean;
  /** How host names are resolved (dns.lookup unless a test gives its own). */
  resolve?: Resolve;
};

/**
 * POSTs a JSON body and answers the status; the answer's body is read and dropped, all within
 * `timeoutMs` (connecting, sending and the whole answer, not only idle time). Redirects are
 * not followed (a 3xx is the answer). Unless private networks are allowed, a host written as a
 * private address, or resolving to one when connecting, rejects with PrivateAddressError.
 */
export const postJson = (url: URL, body: string, options: PostJsonOptions): Promise<number> =>
  new Promise((resolve, reject) => {
    if (!options.allowPrivate && namesPrivateHost(url)) {
      reject(new PrivateAddressError(`${url.hostname} is a loopback or private network address`));
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...options.headers },
        timeout: options.timeoutMs,
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup(options.resolve) }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    // The whole exchange, answer included, within timeoutMs; the idle timeout above ends a silent one sooner.
    const late = () => new Error(`No answer within ${Math.round(options.timeoutMs / 1000)} s`);
    request.on('timeout', () => request.destroy(late()));
    boundRequestTotal(request, options.timeoutMs, late);
    request.on('error', reject);
    request.end(body);
  });
