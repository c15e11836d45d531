import { useState } from 'react';
import { resolveRecordingUrl } from './resolve-recording-url.ts';

const withoutQuery = (url: string | null) => (url === null ? null : url.split('?')[0]);

/**
 * The recording's address for the player. Each fetch of the call signs a fresh URL (new exp and
 * sig); swapping it in would reload the audio mid-playback, so it changes only when the recording does.
 */
export const useStableRecordingSrc = (recordingUrl: string | null | undefined): string | null => {
  const next = resolveRecordingUrl(recordingUrl);
  const [src, setSrc] = useState(next);
  if (withoutQuery(next) !== withoutQuery(src)) setSrc(next);
  return withoutQuery(next) === withoutQuery(src) ? src : next;
};
