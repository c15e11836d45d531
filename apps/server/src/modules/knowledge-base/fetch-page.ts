import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import { UnreadableDocumentError } from '../../lib/document-text.ts';
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from '../../lib/public-address.ts';
import { boundRequestTotal } from '../../lib/request-deadline.ts';

export { isPublicAddress };

export type FetchedPage = { bytes: Buffer; contentType: string; finalUrl: string };

export type FetchPageOptions = {
  timeoutMs: number;
  maxBytes: number;
  /** Loopback and private networks may be reached (tests, an intranet wiki). */
  allowPrivate: boolean;
};

const MAX_REDIRECTS = 5;

/** A failure worth another try later (no answer, a 5xx, a 429). */
export class TransientFetchError extends Error {}

const guardedLookup = publicOnlyLookup();

const requestOnce = (
  url: URL,
  options: FetchPageOptions,
  deadline: number,
): Promise<{ status: number; location?: string; contentType: string; bytes: Buffer }> =>
  new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    // An address written as an IP skips the lookup: check it here.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host)) {
      reject(new UnreadableDocumentError(`${host} is a private network address; only public web pages can be read`));
      return;
    }
    const request = client.get(
      url,
      {
        headers: {
          'user-agent': 'AgentDesk knowledge base reader',
          accept: 'text/html,application/xhtml+xml,text/plain,application/pdf;q=0.9,*/*;q=0.5',
        },
        timeout: options.timeoutMs,
        ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers['content-type'] ?? 'application/octet-stream');
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ status, location: response.headers.location, contentType, bytes: Buffer.alloc(0) });
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          response.destroy();
          reject(
            new UnreadableDocumentError(`The page is larger than ${Math.round(options.maxBytes / (1024 * 1024))} MB`),
          );
          return;
        }
        const parts: Buffer[] = [];
        let size = 0;
        response.on('data', (part: Buffer) => {
          size += part.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(
              new UnreadableDocumentError(`The page is larger than ${Math.round(options.maxBytes / (1024 * 1024))} MB`),
            );
            return;
          }
          parts.push(part);
        });
        response.on('end', () => resolve({ status, contentType, bytes: Buffer.concat(parts) }));
        response.on('error', (error) => reject(new TransientFetchError(error.message)));
      },
    );
    const late = () => new TransientFetchError(`No answer within ${Math.round(options.timeoutMs / 1000)} s`);
    request.on('timeout', () => request.destroy(late()));
    // The page, every redirect hop included, within timeoutMs (the caller's deadline), not only idle time.
    boundRequestTotal(request, deadline - Date.now(), late);
    request.on('error', (error) => {
      if (error instanceof PrivateAddressError)
        reject(new UnreadableDocumentError(`${error.message}; only public web pages can be read`));
      else
        reject(
          error instanceof UnreadableDocumentError || error instanceof TransientFetchError
            ? error
            : new TransientFetchError(error.message),
        );
    });
  });

/**
 * Reads a web page: redirects followed (each hop checked), size limited, all hops within timeoutMs in
 * total, 4xx final, 5xx retried.
 */
export const fetchPage = async (address: string, options: FetchPageOptions): Promise<FetchedPage> => {
  let url = new URL(address);
  const deadline = Date.now() + options.timeoutMs;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new UnreadableDocumentError(`Only http and https pages can be read (${url.protocol})`);
    const answer = await requestOnce(url, options, deadline);
    if (answer.location !== undefined) {
      url = new URL(answer.location, url);
      continue;
    }
    if (answer.status === 429 || answer.status >= 500)
      throw new TransientFetchError(`The site answered ${answer.status}`);
    if (answer.status >= 400) throw new UnreadableDocumentError(`The site answered ${answer.status}`);
    return { bytes: answer.bytes, contentType: answer.contentType, finalUrl: url.toString() };
  }
  throw new UnreadableDocumentError(`More than ${MAX_REDIRECTS} redirects`);
};
