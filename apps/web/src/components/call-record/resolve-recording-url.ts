/** The recording's address resolved against the current origin (SPEC §2); null when there is none or it is not a URL. */
export const resolveRecordingUrl = (
  recordingUrl: string | null | undefined,
  origin: string = window.location.origin,
): string | null => {
  if (recordingUrl === null || recordingUrl === undefined || recordingUrl.trim() === '') return null;
  try {
    return new URL(recordingUrl, origin).toString();
  } catch {
    return null;
  }
};
