import multipart from '@fastify/multipart';
import {
  apiRoutes,
  campaignIdParamsSchema,
  campaignMessages,
  campaignPaths,
  campaignResponseSchema,
  createCampaignBodySchema,
  createCampaignResponseSchema,
  MAX_CSV_BYTES,
  recipientsBodySchema,
  sendRepliesQuerySchema,
  sendRepliesResponseSchema,
  triggerCampaignQuerySchema,
  triggerCampaignResponseSchema,
  uploadRecipientsResponseSchema,
} from '@agentdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readUpload } from '../../lib/read-uploads.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendCampaignReplies } from './campaign-replies.ts';
import {
  checkManualRecipients,
  createCampaign,
  findCampaign,
  getCampaign,
  listRecipientOutcomes,
  replaceRecipients,
  triggerCampaign,
} from './campaigns.service.ts';
import { parseRecipientsCsv, recipientsReportCsv } from './recipients-csv.ts';
import { workspaceSender } from '../../mail/workspace-address.ts';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The csv_file part of a multipart upload as text: .csv only, size-limited, no binary. */
const readCsvUpload = async (request: FastifyRequest): Promise<string> => {
  const { bytes } = await readUpload(request, {
    field: 'csv_file',
    maxBytes: MAX_CSV_BYTES,
    accept: ['.csv'],
    // Spreadsheets save CSV in more encodings than UTF-8: the recipients parser judges the text.
    checkBytes: false,
    maxFields: 10,
    messages: {
      missing: campaignMessages.selectCsv,
      type: campaignMessages.csvOnly,
      tooLarge: `The CSV file is larger than ${megabytes(MAX_CSV_BYTES)}`,
    },
  });
  if (bytes.includes(0)) throw new HttpError(415, 'The file is not a text CSV');
  return bytes.toString('utf8');
};

/**
 * SPEC §7 Demo: the e-mail campaign endpoints. Campaigns belong to the workspace: its members
 * share them (who created one is kept); another workspace's campaign is not found.
 */
export type CampaignsRoutesOptions = {
  db: Db;
  mailer: Mailer;
  /** The durable sender (workers/), woken for a campaign that was just triggered. */
  campaignSender: { kick: (campaignId: string) => void };
};

export const campaignsRoutes =
  ({ db, mailer, campaignSender }: CampaignsRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart);
    app.addHook('preHandler', app.requireAuth);
    // The answer carries the §5 sentence alone, exactly as the wizard shows it
    // (and no_of_thread's bound, or 'Please create a campaign first' without campaign_id, on trigger).
    const shortValidationMessage = true;

    app.post(
      campaignPaths.create,
      {
        config: { shortValidationMessage },
        schema: { body: createCampaignBodySchema, response: { 200: createCampaignResponseSchema } },
      },
      async (request) => {
        const { workspaceId, userId } = request.user();
        const data = await createCampaign({ db, workspaceId, userId, input: request.body });
        return { message: 'Campaign created', total: 1, data };
      },
    );

    app.get(
      apiRoutes.campaign,
      { schema: { params: campaignIdParamsSchema, response: { 200: campaignResponseSchema } } },
      async (request) => {
        const data = await getCampaign({ db, workspaceId: request.user().workspaceId, campaignId: request.params.id });
        return { message: 'Campaign fetched', total: 1, data };
      },
    );

    // An export: admins only.
    app.get(
      apiRoutes.campaignReport,
      { config: { role: 'admin' }, schema: { params: campaignIdParamsSchema } },
      async (request, reply) => {
        const rows = await listRecipientOutcomes({
          db,
          workspaceId: request.user().workspaceId,
          campaignId: request.params.id,
        });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="campaign-${request.params.id}.csv"`)
          .send(recipientsReportCsv(rows));
      },
    );

    app.put(
      apiRoutes.campaignRecipients,
      { schema: { params: campaignIdParamsSchema, response: { 200: uploadRecipientsResponseSchema } } },
      async (request) => {
        const { workspaceId } = request.user();
        // Another workspace's campaign answers 404 before the upload is read.
        await findCampaign(db, { workspaceId, campaignId: request.params.id });
        const parsed = parseRecipientsCsv(await readCsvUpload(request));
        const data = await replaceRecipients({ db, workspaceId, campaignId: request.params.id, ...parsed });
        return { message: campaignMessages.csvUploaded, total: data.accepted, data };
      },
    );

    app.put(
      apiRoutes.campaignRecipientsWithoutCsv,
      {
        schema: {
          params: campaignIdParamsSchema,
          body: recipientsBodySchema,
          response: { 200: uploadRecipientsResponseSchema },
        },
      },
      async (request) => {
        const { workspaceId } = request.user();
        await findCampaign(db, { workspaceId, campaignId: request.params.id });
        const checked = checkManualRecipients(request.body.recipients);
        const data = await replaceRecipients({ db, workspaceId, campaignId: request.params.id, ...checked });
        return { message: campaignMessages.recipientsUploaded, total: data.accepted, data };
      },
    );

    app.post(
      campaignPaths.trigger,
      {
        config: { shortValidationMessage },
        schema: { querystring: triggerCampaignQuerySchema, response: { 200: triggerCampaignResponseSchema } },
      },
      async (request) => {
        const { campaign_id: campaignId, no_of_thread: threads } = request.query;
        const { workspaceId } = request.user();
        // From the workspace's own address (its inbound address), so replies come back to it.
        const from =
          (await workspaceSender({ db, defaultFrom: mailer.defaultFrom, workspaceId })).line ?? mailer.defaultFrom;
        const result = await triggerCampaign({ db, workspaceId, campaignId, threads, from });
        campaignSender.kick(campaignId);
        return {
          message: result.alreadyTriggered
            ? 'This campaign was already sent; nothing was sent again'
            : campaignMessages.campaignSent,
          total: result.progress.total,
          data: { already_triggered: result.alreadyTriggered, progress: result.progress },
        };
      },
    );

    app.post(
      campaignPaths.sendReplies,
      { schema: { querystring: sendRepliesQuerySchema, response: { 200: sendRepliesResponseSchema } } },
      async (request) => {
        const { replied } = await sendCampaignReplies({
          db,
          mailer,
          workspaceId: request.user().workspaceId,
          campaignId: request.query.campaign_id,
        });
        mailer.kick();
        const message =
          replied === 0 ? 'No new replies to answer' : `Replied to ${replied} ${replied === 1 ? 'e-mail' : 'e-mails'}`;
        return { message, total: replied, data: { replied } };
      },
    );
  };
