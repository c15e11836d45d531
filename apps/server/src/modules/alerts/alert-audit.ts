import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { auditedChange, auditOf, type AuditAction } from '../workspaces/index.ts';
import { getAlertRule, type RuleRow } from './alert-rules.service.ts';

// What the audit log records of alert rules, each named as it is now (the log reads the same after
// a rename or the rule's removal): added, changed (which fields, never the addresses or URL given),
// removed; in the write's transaction.

export const ruleAuditOf = (request: FastifyRequest, action: AuditAction, rule: RuleRow, details = {}) =>
  auditOf(request, action, { type: 'alert_rule', id: rule.id, name: rule.name }, details);

/** A change of a rule, recorded with the fields it was asked to change (and the name it had, when renamed). */
export const auditRuleChange = async (
  db: Db,
  request: FastifyRequest,
  { ruleId, fields }: { ruleId: string; fields: string[] },
  write: (tx: Tx) => Promise<RuleRow>,
): Promise<RuleRow> => {
  const { workspaceId } = request.user();
  const read = (tx: Tx) => getAlertRule(tx, workspaceId, ruleId);
  return auditedChange(db, { read, write }, (before, rule) =>
    ruleAuditOf(request, 'alert_rule_changed', rule, {
      changed: fields,
      ...(before.name !== rule.name ? { renamed_from: before.name } : {}),
      ...(before.isEnabled !== rule.isEnabled ? { enabled: rule.isEnabled } : {}),
    }),
  );
};
