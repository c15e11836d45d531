import { eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_CALL_PERIOD, periodWindow, type ListCallsQuery } from '@agentdesk/shared';
import { calls } from '../../db/schema.ts';
import { failedCriterionSql, scoreAtLeastSql, scoreAtMostSql } from './call-qa-sql.ts';

export type CallFilterQuery = Omit<ListCallsQuery, 'limit' | 'cursor'>;

/** The time window a query asks for, in epoch ms (upper bound exclusive when open). */
export const resolveWindow = (
  query: Pick<ListCallsQuery, 'period' | 'from' | 'to' | 'tz'>,
  now = Date.now(),
): { from?: number; to?: number } => {
  if (query.from !== undefined || query.to !== undefined) return { from: query.from, to: query.to };
  return { from: periodWindow(query.period ?? DEFAULT_CALL_PERIOD, now, query.tz).from };
};

/** The list's filters as values, undefined where the query does not filter. */
export const filterValues = (query: CallFilterQuery) => {
  const window = resolveWindow(query);
  return {
    from: window.from,
    to: window.to,
    agent_id: query.agent_id || undefined,
    agent_version: query.agent_version,
    direction: query.direction || undefined,
    status: query.status || undefined,
    sentiment: query.sentiment || undefined,
    call_successful: query.call_successful,
    disconnection_reason: query.disconnection_reason || undefined,
    search: query.search || undefined,
    qa_failed_criterion: query.qa_failed_criterion,
    qa_score_min: query.qa_score_min,
    qa_score_max: query.qa_score_max,
    /** Not a condition of its own: whose score the QA conditions, the list's scores and its order read. */
    qa_scorecard: query.qa_scorecard,
  };
};
export type FilterValues = ReturnType<typeof filterValues>;

/** The scorecard whose score the QA conditions read (a value or a placeholder); the lowest of the call's reviews when absent. */
export type FilterContext = { scorecard?: string | SQLWrapper };

type ConditionKey = Exclude<keyof FilterValues, 'qa_scorecard'>;

/** One condition per filter, over a value or a placeholder. */
export const filterConditions: {
  [K in ConditionKey]-?: (value: NonNullable<FilterValues[K]> | SQLWrapper, context: FilterContext) => SQL;
} = {
  from: (v) => gte(calls.startTimestamp, v),
  to: (v) => lte(calls.startTimestamp, v),
  agent_id: (v) => eq(calls.agentId, v),
  agent_version: (v) => eq(calls.agentVersion, v),
  direction: (v) => eq(calls.direction, v),
  status: (v) => eq(calls.callStatus, v),
  sentiment: (v) => eq(calls.sentiment, v),
  call_successful: (v) => eq(calls.callSuccessful, v),
  disconnection_reason: (v) => eq(calls.disconnectionReason, v),
  search: (v) => sql`search @@ websearch_to_tsquery('english', ${v})`,
  qa_failed_criterion: (v) => failedCriterionSql(v),
  qa_score_min: (v, context) => scoreAtLeastSql(v, context.scorecard),
  qa_score_max: (v, context) => scoreAtMostSql(v, context.scorecard),
};

export const presentFilters = (values: FilterValues) =>
  (Object.keys(filterConditions) as ConditionKey[]).filter((key) => values[key] !== undefined);

/** The query's filters as conditions over values (the export's pages). */
export const callFilters = (query: CallFilterQuery): SQL[] => {
  const values = filterValues(query);
  const context = { scorecard: values.qa_scorecard };
  return presentFilters(values).map((key) =>
    (filterConditions[key] as (value: unknown, context: FilterContext) => SQL)(values[key], context),
  );
};
