import { qaScorecardInputSchema } from '@agentdesk/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agents, qaCriteria, qaScorecards } from '../db/schema.ts';
import { sampleScorecards } from './qa-scorecards-sample.ts';

// The quality-review part of the sample data set (issue #29, item 7): the sample scorecards of
// qa-scorecards-sample.ts, written with their fixed criterion ids (the quality module's
// createScorecard gives a new scorecard's criteria new ids, as a client must not choose them). The
// call measurer reviews the sample calls against them in the background: the calls imported next
// wait to be measured, and calls measured before (a workspace that had its calls already) are
// marked again by the scorecards' backfill, whose cursor starts at the beginning.

/**
 * Writes the sample scorecards into a workspace that has none, one per sample agent the workspace
 * has (a scorecard names only the workspace's agents), in one transaction. A workspace with any
 * scorecard is left alone, as the seed leaves every filled part, so seeding again changes nothing.
 * Answers how many scorecards it wrote.
 */
export const seedQaScorecards = async ({
  db,
  workspaceId,
  userId,
}: {
  db: Db;
  workspaceId: string;
  userId: string | null;
}): Promise<number> =>
  db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(qaScorecards)
      .where(eq(qaScorecards.workspaceId, workspaceId));
    if ((existing?.n ?? 0) > 0) return 0;
    const inputs = sampleScorecards().map((input) => qaScorecardInputSchema.parse(input));
    const agentIds = inputs.flatMap((input) => input.agent_ids);
    const known = new Set(
      (
        await tx
          .select({ id: agents.agentId })
          .from(agents)
          .where(and(eq(agents.workspaceId, workspaceId), inArray(agents.agentId, agentIds)))
      ).map((row) => row.id),
    );
    const applicable = inputs.filter((input) => input.agent_ids.every((agentId) => known.has(agentId)));
    // A millisecond apart, so the Quality page lists them in the sample agents' order (it sorts by creation).
    const startedAt = Date.now();
    for (const [index, input] of applicable.entries()) {
      const createdAt = new Date(startedAt + index);
      const [scorecard] = await tx
        .insert(qaScorecards)
        .values({
          workspaceId,
          name: input.name,
          agentIds: input.agent_ids,
          agentVersions: input.agent_versions,
          createdBy: userId,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: qaScorecards.id });
      await tx.insert(qaCriteria).values(
        input.criteria.map((criterion, position) => ({
          workspaceId,
          scorecardId: scorecard!.id,
          id: criterion.id!,
          position,
          label: criterion.label,
          weight: criterion.weight,
          kind: criterion.config.kind,
          config: criterion.config,
        })),
      );
    }
    return applicable.length;
  });
