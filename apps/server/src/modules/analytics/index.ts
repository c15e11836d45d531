// The analytics module's face to the rest of the server: what a call's ingest needs to keep the
// aggregates in step (in its own transaction), the rebuild run at start-up and by the script, and
// reading latency percentiles from the histograms (the alerts' evaluation).
export { createStatsDelta, rebuildAllCallStats, rebuildCallStats, type StatsDelta } from './call-stats.ts';
export { percentileOfBins } from './analytics.service.ts';
// What one call adds to the aggregates, for the alerts' exact window edges (read from the calls).
export { binValue, contributionOf, HOUR_MS, latencyBin, STATS_BUCKET_MS } from './call-contribution.ts';
