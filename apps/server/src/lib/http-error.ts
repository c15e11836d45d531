/** An error whose message is safe to show: it becomes `{ error_message }` with its status. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Extra fields for the error body, beside error_message (e.g. which rows were invalid). */
  readonly details: Record<string, unknown> | undefined;

  constructor(statusCode: number, message: string, details?: Record<string, unknown>) {
    super(message);
    this.statusCode = statusCode;
    this.details = details;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Your role in this workspace does not allow this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** The status a page answers an error with: its own below 500 (a refusal), else 500. */
export const statusOfError = (error: Error & { statusCode?: number | undefined }): number =>
  error instanceof HttpError || (error.statusCode !== undefined && error.statusCode < 500)
    ? (error.statusCode ?? 500)
    : 500;
