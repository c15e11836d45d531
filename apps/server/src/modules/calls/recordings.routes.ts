import { apiRoutes } from '@agentdesk/shared';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { send } from '@fastify/send';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound, unauthorized } from '../../lib/http-error.ts';
import { getCallRow } from './calls.service.ts';
import {
  isLocalRecording,
  localRecordingFile,
  recordingUrlQuerySchema,
  verifyRecordingSignature,
} from './recording-url.ts';

/** Recordings that ship with the sample data set. */
export const sampleRecordingsDir = join(dirname(fileURLToPath(import.meta.url)), '../../seed/recordings');

/**
 * Recording audio behind a signed, expiring URL (an <audio> element sends no bearer header): the
 * signature names the workspace and the call, so the link serves that workspace's call only.
 * Served with HTTP Range support, so the player can seek.
 */
export const recordingsRoutes =
  ({ db, jwtSecret }: { db: Db; jwtSecret: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiRoutes.recording,
      { schema: { params: z.object({ callId: z.string().min(1).max(200) }), querystring: recordingUrlQuerySchema } },
      async (request, reply) => {
        const { callId } = request.params;
        const { workspace: workspaceId, exp: expires, sig: signature } = request.query;
        // Without its workspace a call id names no recording (ids are unique per workspace only).
        if (!workspaceId) throw notFound('Recording not found');
        if (
          expires === undefined ||
          signature === undefined ||
          !verifyRecordingSignature({ secret: jwtSecret, workspaceId, callId, expires, signature })
        ) {
          throw unauthorized('This recording link is invalid or has expired');
        }
        const row = await getCallRow({ db, workspaceId, callId });
        const url = row.record.recording_url;
        if (!isLocalRecording(url)) throw notFound('This call has no recording here');
        const file = localRecordingFile(url);
        if (file === null) throw notFound('This call has no recording here');

        const result = await send(request.raw, file, {
          root: sampleRecordingsDir,
          acceptRanges: true,
          cacheControl: true,
          maxAge: '1h',
        });
        if (result.type === 'error') throw notFound('Recording file not found');
        reply.status(result.statusCode);
        for (const [name, value] of Object.entries(result.headers)) reply.header(name, value);
        reply.header('content-type', 'audio/ogg');
        return reply.send(result.stream);
      },
    );
  };
