type TemporalNow = { Now?: { timeZoneId?: () => string } };

/**
 * The user's IANA time zone, so 'Today' starts at their midnight; undefined when the browser does
 * not say. Temporal answers at once where the browser has it; Intl.DateTimeFormat's first use
 * loads its locale data, a long task on a slow phone, before the page's first request can leave.
 */
export const userTimeZone = (): string | undefined => {
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    return temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};
