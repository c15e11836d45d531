import { apiRoutes, fillPath } from '@agentdesk/shared';
import { signUrl, verifySignedUrl } from '../../lib/signed-url.ts';

const RECORDING_URL_TTL_MS = 6 * 60 * 60 * 1000;

/** A same-origin URL an <audio> element can load without a bearer header, valid for a few hours. */
export const signRecordingUrl = (secret: string, callId: string, now = Date.now()): string =>
  signUrl({ secret, scope: 'recording', id: callId, path: `/api${fillPath(apiRoutes.recording, { callId })}`, ttlMs: RECORDING_URL_TTL_MS, now });

export const verifyRecordingSignature = (secret: string, callId: string, expires: number, signature: string, now = Date.now()): boolean =>
  verifySignedUrl({ secret, scope: 'recording', id: callId, expires, signature, now });

/** Recordings we host have URLs like `recording:<file>`; provider-hosted ones are absolute URLs. */
export const isLocalRecording = (url: string | null | undefined): url is string => typeof url === 'string' && url.startsWith('recording:');
