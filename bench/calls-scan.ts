import type { Analytics } from '@agentdesk/shared';

// The analytics page's figures computed by a direct scan of the calls table (what the aggregates
// spare), and the exact latency percentiles the aggregates' estimates are compared with.

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const latencyValues = `lateral (values ('e2e', record->'latency'->'e2e'->'values'), ('llm', record->'latency'->'llm'->'values'),
    ('tts', record->'latency'->'tts'->'values')) as l(m, vals), jsonb_array_elements_text(coalesce(vals, '[]'::jsonb)) v`;

/** The page's figures over [from, to) of one workspace, by scanning its calls: five statements at once. */
export const scanAnalytics = (query: Query, workspaceId: string, from: number, to: number) => async () => {
  const where = `workspace_id = '${workspaceId}' and start_timestamp >= ${from} and start_timestamp < ${to}`;
  const [totals] = await Promise.all([
    query(
      `select count(*)::int as calls,
        count(*) filter (where duration_ms > 0 and coalesce(disconnection_reason, '') not in ('dial_no_answer','dial_busy','dial_failed'))::int as connected,
        count(*) filter (where call_successful)::int as successful, count(*) filter (where call_successful = false)::int as unsuccessful,
        sum(duration_ms), sum((record->'call_cost'->>'combined_cost')::float8),
        count(*) filter (where sentiment = 'positive')::int as positive, count(*) filter (where sentiment = 'neutral')::int as neutral,
        count(*) filter (where sentiment = 'negative')::int as negative, count(*) filter (where (record->'call_analysis'->>'appointment_booked')::boolean),
        count(*) filter (where (record->'call_analysis'->>'in_voicemail')::boolean) from calls where ${where}`,
    ),
    query(`select disconnection_reason, count(*) from calls where ${where} group by 1`),
    query(`select agent_id, count(*), sum(duration_ms) from calls where ${where} group by 1`),
    query(`select (start_timestamp / 86400000), count(*) from calls where ${where} group by 1`),
    query(
      `select m, percentile_disc(array[0.5,0.9,0.95,0.99]) within group (order by v::float8) from calls, ${latencyValues}
        where ${where} group by m`,
    ),
  ]);
  return totals.rows[0]!;
};

/** The counts both answer exactly (the percentiles are the aggregates' estimates, compared apart). */
export const scannedCounts = (row: Record<string, unknown>) => ({
  calls: row['calls'],
  connected: row['connected'],
  successful: row['successful'],
  unsuccessful: row['unsuccessful'],
  positive: row['positive'],
  neutral: row['neutral'],
  negative: row['negative'],
});
export const apiCounts = ({ data }: { data: Analytics }) => ({
  calls: data.kpis.total_calls.value,
  connected: data.kpis.connected_calls.value,
  successful: data.outcomes.successful,
  unsuccessful: data.outcomes.unsuccessful,
  positive: data.sentiment.positive,
  neutral: data.sentiment.neutral,
  negative: data.sentiment.negative,
});

/** The exact latency percentiles over [from, to). */
export const exactPercentiles = async (query: Query, workspaceId: string, from: number, to: number) =>
  (
    await query(
      `select m, percentile_disc(array[0.5,0.9,0.95,0.99]) within group (order by v::float8) as p from calls, ${latencyValues}
        where workspace_id = $1 and start_timestamp >= $2 and start_timestamp < $3 group by m`,
      [workspaceId, from, to],
    )
  ).rows as { m: string; p: number[] }[];
