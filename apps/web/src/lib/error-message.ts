/** The sentence to show for a failure: the server's error_message, else the Error's message, else the fallback. */
export const errorMessage = (error: unknown, fallback: string): string => {
  // A text body (a proxy's HTML page, for instance) is no sentence for the user.
  if (typeof error !== 'object' || error === null) return fallback;

  const { error_message: serverMessage, message } = error as { error_message?: unknown; message?: unknown };
  if (typeof serverMessage === 'string' && serverMessage !== '') return serverMessage;
  if (typeof message === 'string' && message !== '') return message;
  return fallback;
};
