/** The file name a Content-Disposition header offers, else the fallback. */
export const attachmentFileName = (disposition: string | null, fallback: string): string => {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] === undefined ? fallback : decodeURIComponent(match[1]);
};
