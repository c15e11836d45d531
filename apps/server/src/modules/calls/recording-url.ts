import { apiRoutes, fillPath } from '@agentdesk/shared';
import { z } from 'zod';
import { signedUrlQuerySchema, signUrl, verifySignedUrl } from '../../lib/signed-url.ts';

const RECORDING_URL_TTL_MS = 6 * 60 * 60 * 1000;
const SCOPE = 'recording';

/**
 * The link's query: its expiry and signature, and the workspace whose call it is (signed with
 * them). Optional here so that the route, not the validation, answers a request that is no link.
 */
export const recordingUrlQuerySchema = signedUrlQuerySchema.partial().extend({ workspace: z.uuid().optional() });

// Call ids are unique per workspace only: the signature covers the workspace too, so a link of one
// workspace's call can never be turned into one for another's call of the same id.
const signedId = (workspaceId: string, callId: string) => `${workspaceId}/${callId}`;

/** A same-origin URL an <audio> element can load without a bearer header, valid for a few hours. */
export const signRecordingUrl = ({
  secret,
  workspaceId,
  callId,
  now = Date.now(),
}: {
  secret: string;
  workspaceId: string;
  callId: string;
  now?: number;
}): string =>
  `${signUrl({ secret, scope: SCOPE, id: signedId(workspaceId, callId), path: `/api${fillPath(apiRoutes.recording, { callId })}`, ttlMs: RECORDING_URL_TTL_MS, now })}&workspace=${workspaceId}`;

export const verifyRecordingSignature = (options: {
  secret: string;
  workspaceId: string;
  callId: string;
  expires: number;
  signature: string;
  now?: number;
}): boolean =>
  verifySignedUrl({
    secret: options.secret,
    scope: SCOPE,
    id: signedId(options.workspaceId, options.callId),
    expires: options.expires,
    signature: options.signature,
    now: options.now,
  });

/** Recordings we host have URLs like `recording:<file>`; provider-hosted ones are absolute URLs. */
export const isLocalRecording = (url: string | null | undefined): url is string =>
  typeof url === 'string' && url.startsWith('recording:');

/**
 * A hosted recording's file name: dot-separated parts of letters, digits, `_` and `-`, so never `.`,
 * `..`, a hidden file or a path. Null for anything else (no file is looked up for it).
 */
export const localRecordingFile = (url: string): string | null => {
  const file = url.slice('recording:'.length);
  return /^[\w-]+(?:\.[\w-]+)*$/.test(file) ? file : null;
};
