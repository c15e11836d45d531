/** The user's IANA time zone, so 'Today' starts at their midnight; undefined when the browser does not say. */
export const userTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};
