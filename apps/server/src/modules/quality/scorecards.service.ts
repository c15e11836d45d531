import { randomBytes } from 'node:crypto';
import type { qaScorecardInputSchema, QaScorecard } from '@agentdesk/shared';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { agents, qaCriteria, qaScorecards } from '../../db/schema.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts';

// A workspace's scorecards (issue #29, item 2): created, read, saved again as a whole (criteria
// replaced, the ids given kept, the version bumped) and deleted. Each save starts the backfill
// that reviews its agents' calls again (qa-backfill.ts).

export type ScorecardBody = z.infer<typeof qaScorecardInputSchema>;
type ScorecardRow = typeof qaScorecards.$inferSelect;
type CriterionRow = typeof qaCriteria.$inferSelect;

/**
 * Whether a language model is configured (LLM_BASE_URL): 'question' criteria need one; and whether
 * the writer may set the call_reviewed webhook (admins: it sends the calls' evidence out).
 */
export type ScorecardRules = { hasLanguageModel: boolean; canSetWebhook?: boolean };

export const webhookNeedsAdmin = "Only an admin can set or change a scorecard's webhook";

export const questionsNeedModel = 'Questions need a language model: set LLM_BASE_URL';
const scorecardNotFound = () => notFound('Scorecard not found');

export const toScorecard = (row: ScorecardRow, criteria: readonly CriterionRow[]): QaScorecard => ({
  id: row.id,
  name: row.name,
  agent_ids: row.agentIds,
  agent_versions: row.agentVersions,
  version: row.version,
  criteria: criteria
    .filter((criterion) => criterion.scorecardId === row.id)
    .sort((a, b) => a.position - b.position)
    .map((criterion) => ({
      id: criterion.id,
      position: criterion.position,
      label: criterion.label,
      weight: criterion.weight,
      config: criterion.config,
    })),
  webhook_url: row.webhookUrl,
  webhook_secret: row.webhookSecret,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const ofScorecard = (workspaceId: string, id: string) =>
  and(eq(qaScorecards.workspaceId, workspaceId), eq(qaScorecards.id, id));

const criteriaOf = (db: Db, workspaceId: string, scorecardIds: string[]) =>
  scorecardIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(qaCriteria)
        .where(and(eq(qaCriteria.workspaceId, workspaceId), inArray(qaCriteria.scorecardId, scorecardIds)))
        .orderBy(asc(qaCriteria.scorecardId), asc(qaCriteria.position));

export const listScorecards = async (db: Db, workspaceId: string): Promise<QaScorecard[]> => {
  const rows = await db
    .select()
    .from(qaScorecards)
    .where(eq(qaScorecards.workspaceId, workspaceId))
    .orderBy(asc(qaScorecards.createdAt), asc(qaScorecards.id));
  const criteria = await criteriaOf(
    db,
    workspaceId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toScorecard(row, criteria));
};

/** One scorecard of the workspace (404 for another workspace's); locked for the write when asked. */
export const getScorecard = async (
  db: Db,
  { workspaceId, id, forUpdate = false }: { workspaceId: string; id: string; forUpdate?: boolean },
): Promise<QaScorecard> => {
  const query = db.select().from(qaScorecards).where(ofScorecard(workspaceId, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw scorecardNotFound();
  return toScorecard(row, await criteriaOf(db, workspaceId, [id]));
};

/** The agents a scorecard names must be the workspace's (404 otherwise, as alert rules answer). */
const assertAgents = async (db: Db, workspaceId: string, agentIds: readonly string[]) => {
  const found = await db
    .select({ id: agents.agentId })
    .from(agents)
    .where(and(eq(agents.workspaceId, workspaceId), inArray(agents.agentId, [...agentIds])));
  const known = new Set(found.map((row) => row.id));
  const missing = agentIds.find((id) => !known.has(id));
  if (missing !== undefined) throw notFound(`Agent '${missing}' not found`);
};

const assertRules = (
  body: ScorecardBody,
  { hasLanguageModel, canSetWebhook = false }: ScorecardRules,
  webhookUrl: string | null = null,
) => {
  if (!hasLanguageModel && body.criteria.some((criterion) => criterion.config.kind === 'question'))
    throw new HttpError(422, questionsNeedModel);
  if (!canSetWebhook && body.webhook_url !== undefined && body.webhook_url !== webhookUrl)
    throw forbidden(webhookNeedsAdmin);
};

/** A call_reviewed webhook's signing secret, made when a URL is first set and kept (as an alert rule's). */
const newWebhookSecret = () => `whsec_${randomBytes(24).toString('hex')}`;

const criterionValues = (workspaceId: string, scorecardId: string, body: ScorecardBody) =>
  body.criteria.map((criterion, position) => ({
    workspaceId,
    scorecardId,
    ...(criterion.id === undefined ? {} : { id: criterion.id }),
    position,
    label: criterion.label,
    weight: criterion.weight,
    kind: criterion.config.kind,
    config: criterion.config,
  }));

export const createScorecard = async (
  db: Db,
  {
    workspaceId,
    userId,
    body,
    rules,
  }: { workspaceId: string; userId: string; body: ScorecardBody; rules: ScorecardRules },
): Promise<QaScorecard> => {
  assertRules(body, rules);
  await assertAgents(db, workspaceId, body.agent_ids);
  const [row] = await db
    .insert(qaScorecards)
    .values({
      workspaceId,
      name: body.name,
      agentIds: body.agent_ids,
      agentVersions: body.agent_versions,
      webhookUrl: body.webhook_url ?? null,
      webhookSecret: body.webhook_url ? newWebhookSecret() : null,
      createdBy: userId,
    })
    .returning();
  // A new scorecard's criteria are new: ids a client sent are not taken.
  const values = criterionValues(workspaceId, row!.id, body).map(({ id: _id, ...value }) => value);
  const criteria = await db.insert(qaCriteria).values(values).returning();
  return toScorecard(row!, criteria);
};

/**
 * Saves a scorecard again as a whole: criteria named by id are kept (their results stay comparable),
 * the others removed (with their results), new ones added; the version goes up and its calls wait
 * to be reviewed again.
 */
export const updateScorecard = async (
  db: Db,
  { workspaceId, id, body, rules }: { workspaceId: string; id: string; body: ScorecardBody; rules: ScorecardRules },
): Promise<QaScorecard> => {
  const current = await getScorecard(db, { workspaceId, id, forUpdate: true });
  assertRules(body, rules, current.webhook_url);
  await assertAgents(db, workspaceId, body.agent_ids);
  const ownIds = new Set(current.criteria.map((criterion) => criterion.id));
  const keptIds = body.criteria.flatMap((criterion) => (criterion.id === undefined ? [] : [criterion.id]));
  const foreign = keptIds.find((criterionId) => !ownIds.has(criterionId));
  if (foreign !== undefined) throw new HttpError(422, `Criterion '${foreign}' is not one of this scorecard's criteria`);
  if (new Set(keptIds).size !== keptIds.length) throw new HttpError(422, 'A criterion is listed twice');

  const ofThisScorecard = and(eq(qaCriteria.workspaceId, workspaceId), eq(qaCriteria.scorecardId, id));
  await db
    .delete(qaCriteria)
    .where(keptIds.length === 0 ? ofThisScorecard : and(ofThisScorecard, notInArray(qaCriteria.id, keptIds)));
  for (const value of criterionValues(workspaceId, id, body)) {
    if (value.id === undefined) await db.insert(qaCriteria).values(value);
    else
      await db
        .update(qaCriteria)
        .set({
          position: value.position,
          label: value.label,
          weight: value.weight,
          kind: value.kind,
          config: value.config,
        })
        .where(and(eq(qaCriteria.workspaceId, workspaceId), eq(qaCriteria.id, value.id)));
  }
  const [row] = await db
    .update(qaScorecards)
    .set({
      name: body.name,
      agentIds: body.agent_ids,
      agentVersions: body.agent_versions,
      ...(body.webhook_url === undefined
        ? {}
        : {
            webhookUrl: body.webhook_url,
            webhookSecret: current.webhook_secret ?? (body.webhook_url ? newWebhookSecret() : null),
          }),
      version: sql`${qaScorecards.version} + 1`,
      backfillAfter: '',
      updatedAt: sql`now()`,
    })
    .where(ofScorecard(workspaceId, id))
    .returning();
  return toScorecard(row!, await criteriaOf(db, workspaceId, [id]));
};

/** Deletes a scorecard; its criteria, reviews and aggregates go with it (foreign keys). */
export const deleteScorecard = async (db: Db, { workspaceId, id }: { workspaceId: string; id: string }) => {
  const scorecard = await getScorecard(db, { workspaceId, id, forUpdate: true });
  await db.delete(qaScorecards).where(ofScorecard(workspaceId, id));
  return scorecard;
};
