import {
  envelopeSchema,
  jobPaths,
  jobPostingMessages,
  jobPostingSettingsSchema,
  saveJobPostingSettingsBodySchema,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { setWorkspaceDefaultCountry, workspaceDefaultCountry } from './job-posting-settings.ts';

/**
 * The workspace's default country (#28 item 7): asked when a job that needs it is published, and in
 * the workspace's settings. Anyone who publishes jobs (members and up) may set it; viewers read it.
 */
export const jobPostingSettingsRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);
    const response = { 200: envelopeSchema(jobPostingSettingsSchema) };

    app.get(jobPaths.postingSettings, { schema: { response } }, async (request) => ({
      message: 'Job posting settings fetched',
      total: 1,
      data: { default_country: await workspaceDefaultCountry(db, request.user().workspaceId) },
    }));

    app.put(
      jobPaths.postingSettings,
      { schema: { body: saveJobPostingSettingsBodySchema, response } },
      async (request) => {
        const workspaceId = request.user().workspaceId;
        await setWorkspaceDefaultCountry(db, workspaceId, request.body.default_country);
        return { message: jobPostingMessages.saved, total: 1, data: { default_country: request.body.default_country } };
      },
    );
  };
