import { errorBodySchema } from '@agentdesk/shared';

/** An answer as it came: the status and the body (parsed JSON, else the text; null when empty). */
export type ProgressAnswer = { status: number; body: unknown };

type Options = {
  method: 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  body: XMLHttpRequestBodyInit;
  /** How much of the body has been sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
};

const parseBody = (text: string): unknown => {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * A request whose upload reports its progress: XMLHttpRequest rather than fetch, since only it
 * tells how much has been sent. Resolves with any answer (the caller judges the status); rejects
 * only when the connection fails.
 */
export const sendWithProgress = ({ method, url, headers = {}, body, onProgress }: Options): Promise<ProgressAnswer> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => resolve({ status: request.status, body: parseBody(request.responseText) }));
    request.addEventListener('error', () =>
      reject(new Error('The upload was interrupted. Check your connection and try again.')),
    );
    request.send(body);
  });

/** Whether an answer is a success (2xx). */
export const isSuccess = ({ status }: ProgressAnswer) => status >= 200 && status < 300;

/**
 * What a failed answer rejects with, like apiRequest: our error body, else a sentence (a limit hit
 * before our server answered, at a proxy, comes without ours: `tooLarge` says it for a 413).
 */
export const failureOf = ({ status, body }: ProgressAnswer, tooLarge: string): unknown =>
  errorBodySchema.safeParse(body).success
    ? body
    : { error_message: status === 413 ? tooLarge : `Request failed with status ${status}` };
