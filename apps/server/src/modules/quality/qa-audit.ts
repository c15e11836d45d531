import type { QaScorecard } from '@agentdesk/shared';
import type { FastifyRequest } from 'fastify';
import { auditOf, type AuditAction } from '../workspaces/index.ts';

// What the audit log records of scorecards, named as they are now: added, changed (the version it
// became, and the name it had when renamed), removed; in the write's transaction.

export const scorecardAuditOf = (
  request: FastifyRequest,
  action: AuditAction,
  scorecard: QaScorecard,
  details: Record<string, unknown> = {},
) =>
  auditOf(
    request,
    action,
    { type: 'qa_scorecard', id: scorecard.id, name: scorecard.name },
    {
      version: scorecard.version,
      criteria: scorecard.criteria.length,
      ...details,
    },
  );
