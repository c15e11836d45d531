const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp in the user's time zone; the raw value when it is not a date. */
export const formatDateTime = (value: string | number | Date): string => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : formatter.format(date);
};

/**
 * A date and time the provider's analysis wrote as free text: an ISO timestamp
 * ('2026-11-24T05:30:00.000Z') reads in the user's zone and format; anything else ('Thursday
 * 11:00 AM') is shown as written.
 */
export const formatWrittenDateTime = (text: string): string =>
  /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)
    ? formatDateTime(text)
    : text;
