import multipart from '@fastify/multipart';
import { applyFormSchema, careersLimits, careersMessages, careersPaths } from '@agentdesk/shared';
import { normalisePhone } from '@agentdesk/shared/phone';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError, statusOfError } from '../../lib/http-error.ts';
import { emptyApplyForm, type ApplyField, type ApplyFormState } from './apply-form-view.ts';
import { submitApplication } from './careers-apply.service.ts';
import { indeedFeed, jsonFeed } from './careers-feeds.ts';
import { indexPage, jobPage, messagePage, notFoundPage, thanksPage } from './careers-pages.ts';
import { representationOf, sendFresh, type Representation } from './careers-responses.ts';
import {
  feedVersionOf,
  findCareersWorkspace,
  findPostedJob,
  isClosedPostedJob,
  listAllPostedJobs,
  listPostedJobs,
  type CareersWorkspace,
} from './careers-site.service.ts';
import { toHtmlString, type SafeHtml } from './html.ts';
import { placeOf } from '../jobs/index.ts';
import { jobPostingOf } from './job-posting.ts';
import { readApplyForm } from './read-apply-form.ts';

// The public careers site, outside /api and without sign-in: HTML rendered here (crawlers and link
// previews read it as it is), the feeds, and the Apply form's POST. Nothing is cached for long:
// closing a job takes it off every page and feed at once; ETags spare unchanged bytes.

const slug = z.string().max(200);
const workspaceParams = z.object({ workspace: slug });
const jobParams = z.object({ workspace: slug, jobSlug: slug });
const indexQuery = z.object({ after: z.string().max(300).optional() });
const isSlug = (value: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);

const HTML = 'text/html; charset=utf-8';

const sendPage = (reply: FastifyReply, status: number, markup: SafeHtml) =>
  reply.code(status).header('cache-control', 'no-store').type(HTML).send(toHtmlString(markup));

/** The first problem of each field, in the form's words. */
const fieldErrorsOf = (issues: z.core.$ZodIssue[]): ApplyFormState['errors'] => {
  const errors: ApplyFormState['errors'] = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form') as ApplyField | 'website';
    if (field !== 'website' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
};

export const careersPagesRoutes =
  ({ db, publicUrl }: { db: Db; publicUrl: () => string }): FastifyPluginAsyncZod =>
  async (app) => {
    // A résumé over the limit is truncated and refused by readApplyForm, which reads on to the last part.
    await app.register(multipart, { throwFileSizeLimit: false });

    // Refusals here are pages, not the API's JSON.
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = statusOfError(error);
      if (status >= 500)
        request.log.error(
          { failure: { type: error.name, message: error.message, code: error.code } },
          'careers page failed',
        );
      const message =
        status >= 500
          ? 'Something went wrong. Please try again later.'
          : error.validation
            ? 'The address is not valid.'
            : error.message;
      return sendPage(
        reply,
        status,
        messagePage({
          workspace: null,
          heading: status === 429 ? 'Too many requests' : 'This request could not be completed',
          message,
        }),
      );
    });

    const workspaceOr404 = async (reply: FastifyReply, workspaceSlug: string): Promise<CareersWorkspace | null> => {
      const workspace = isSlug(workspaceSlug) ? await findCareersWorkspace(db, workspaceSlug) : null;
      if (!workspace) sendPage(reply, 404, notFoundPage(null));
      return workspace;
    };

    const jobOr404 = async (reply: FastifyReply, workspace: CareersWorkspace, jobSlug: string) => {
      const job = isSlug(jobSlug) ? await findPostedJob(db, { workspaceId: workspace.id, jobSlug }) : null;
      if (!job) sendPage(reply, 404, notFoundPage(workspace, 'This job is not open'));
      return job;
    };

    const hidden = { hide: true } as const;

    app.get('/careers', { schema: hidden }, async (_request, reply) => sendPage(reply, 404, notFoundPage(null)));

    // An address typed or shared with a trailing slash goes to the page itself (the app's own routes would answer it otherwise).
    for (const path of ['/careers/:workspace/', '/careers/:workspace/:jobSlug/']) {
      app.get(path, { schema: hidden }, async (request, reply) => {
        const [pathname, query] = request.url.split('?');
        return reply.redirect(`${pathname!.replace(/\/+$/, '')}${query === undefined ? '' : `?${query}`}`, 301);
      });
    }

    app.get(
      '/careers/:workspace',
      { schema: { ...hidden, params: workspaceParams, querystring: indexQuery } },
      async (request, reply) => {
        const workspace = await workspaceOr404(reply, request.params.workspace);
        if (!workspace) return reply;
        const { after } = request.query;
        const { jobs, nextCursor, total } = await listPostedJobs(db, {
          workspaceId: workspace.id,
          limit: careersLimits.indexPageSize,
          ...(after ? { cursor: after } : {}),
        });
        const path = careersPaths.index(workspace.slug);
        const url = `${publicUrl()}${path}${after ? `?after=${encodeURIComponent(after)}` : ''}`;
        return sendFresh(
          request,
          reply,
          representationOf(
            HTML,
            toHtmlString(indexPage({ workspace, jobs, total, nextCursor, isFirstPage: after === undefined, url })),
          ),
        );
      },
    );

    // A feed is made again only when what it says changed (its version, read on every request so a
    // close shows at once); the last few are kept made, each process its own.
    const feeds = new Map<string, Representation & { version: string }>();
    const feedKinds = {
      xml: { type: 'application/xml; charset=utf-8', render: indeedFeed },
      json: {
        type: 'application/feed+json; charset=utf-8',
        render: (input: Parameters<typeof jsonFeed>[0]) => JSON.stringify(jsonFeed(input)),
      },
    };
    const feedOf = async (workspace: CareersWorkspace, kind: keyof typeof feedKinds) => {
      const origin = publicUrl();
      const version = `${kind}|${origin}|${await feedVersionOf(db, workspace)}`;
      const key = `${kind}:${workspace.id}`;
      const kept = feeds.get(key);
      if (kept?.version === version) return kept;
      const jobs = await listAllPostedJobs(db, workspace.id);
      const feed = {
        ...representationOf(feedKinds[kind].type, feedKinds[kind].render({ workspace, jobs, origin }), version),
        version,
      };
      feeds.delete(key);
      feeds.set(key, feed);
      if (feeds.size > 16) feeds.delete(feeds.keys().next().value!);
      return feed;
    };

    for (const kind of ['xml', 'json'] as const) {
      app.get(
        `/careers/:workspace/feed.${kind}`,
        { schema: { ...hidden, params: workspaceParams } },
        async (request, reply) => {
          const workspace = await workspaceOr404(reply, request.params.workspace);
          if (!workspace) return reply;
          return sendFresh(request, reply, await feedOf(workspace, kind));
        },
      );
    }

    const renderJob = (
      workspace: CareersWorkspace,
      job: NonNullable<Awaited<ReturnType<typeof findPostedJob>>>,
      form: ApplyFormState,
    ) => {
      const url = `${publicUrl()}${careersPaths.job(workspace.slug, job.slug)}`;
      return jobPage({ workspace, job, url, jobPosting: jobPostingOf({ job, workspace, url }), form });
    };

    app.get('/careers/:workspace/:jobSlug', { schema: { ...hidden, params: jobParams } }, async (request, reply) => {
      const workspace = await workspaceOr404(reply, request.params.workspace);
      const job = workspace && (await jobOr404(reply, workspace, request.params.jobSlug));
      if (!workspace || !job) return reply;
      return sendFresh(request, reply, representationOf(HTML, toHtmlString(renderJob(workspace, job, emptyApplyForm))));
    });

    app.get(
      '/careers/:workspace/:jobSlug/applied',
      { schema: { ...hidden, params: jobParams } },
      async (request, reply) => {
        const workspace = await workspaceOr404(reply, request.params.workspace);
        const job = workspace && (await jobOr404(reply, workspace, request.params.jobSlug));
        if (!workspace || !job) return reply;
        return sendPage(reply, 200, thanksPage({ workspace, job }));
      },
    );

    // Beside the limits per address and e-mail kept in the database, a cap on raw requests per minute.
    const applyRateLimit = { max: 30, timeWindow: '1 minute' };

    app.post(
      '/careers/:workspace/:jobSlug/apply',
      { config: { rateLimit: applyRateLimit }, schema: { ...hidden, params: jobParams } },
      async (request, reply) => {
        const workspace = await workspaceOr404(reply, request.params.workspace);
        if (!workspace) return reply;
        const { jobSlug } = request.params;
        const gone = () =>
          sendPage(
            reply,
            410,
            messagePage({
              workspace,
              heading: careersMessages.jobClosed,
              message: 'The position has been filled or closed. See the other open positions.',
            }),
          );
        const job = isSlug(jobSlug) ? await findPostedJob(db, { workspaceId: workspace.id, jobSlug }) : null;
        if (!job)
          return (await isClosedPostedJob(db, { workspaceId: workspace.id, jobSlug }))
            ? gone()
            : sendPage(reply, 404, notFoundPage(workspace, 'This job is not open'));

        const body = await readApplyForm(request).catch((error: unknown) => {
          if (error instanceof HttpError) return error;
          throw error;
        });
        if (body instanceof HttpError)
          return sendPage(
            reply,
            body.statusCode,
            renderJob(workspace, job, { ...emptyApplyForm, errors: { form: body.message } }),
          );
        const { fields } = body;
        // The honeypot: people never see it, robots fill it in. They are told it worked; nothing is kept.
        if ((fields['website'] ?? '').trim() !== '')
          return reply.redirect(careersPaths.applied(workspace.slug, job.slug), 303);

        const values = {
          name: fields['name'] ?? '',
          email: fields['email'] ?? '',
          phone: fields['phone'] ?? '',
          consent: fields['consent'] === 'yes',
        };
        const parsed = applyFormSchema.safeParse(fields);
        const errors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
        const phone =
          parsed.success && parsed.data.phone !== ''
            ? normalisePhone(parsed.data.phone, placeOf(job.location).country?.code)
            : '';
        if (phone === null) errors.phone = careersMessages.phoneInvalid;
        if (body.resumeError) errors.resume = body.resumeError.message;
        if (!parsed.success || phone === null || !body.resume) {
          const status = body.resumeError && body.resumeError.statusCode !== 400 ? body.resumeError.statusCode : 400;
          return sendPage(reply, status, renderJob(workspace, job, { values, errors }));
        }

        const outcome = await submitApplication(db, {
          workspaceId: workspace.id,
          jobId: job.id,
          form: parsed.data,
          phone,
          resume: body.resume,
          clientAddress: request.ip,
        });
        if (outcome === 'limited')
          return sendPage(reply, 429, renderJob(workspace, job, { values, errors: { form: careersMessages.tooMany } }));
        if (outcome === 'closed') return gone();
        return reply.redirect(careersPaths.applied(workspace.slug, job.slug), 303);
      },
    );
  };
