import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type BenchRow = { metric: string; value: number; unit: string; budget?: string; note?: string };

const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');

/** Prints a suite's rows as a table and writes them, with the machine's shape, to bench/results/<suite>.json. */
export const report = async (suite: string, rows: BenchRow[]) => {
  console.log(`\n${suite}`);
  console.table(
    rows.map((r) => ({ metric: r.metric, value: r.value, unit: r.unit, budget: r.budget ?? '', note: r.note ?? '' })),
  );
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${suite}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ suite, at: new Date().toISOString(), node: process.version, cpus: (await import('node:os')).cpus().length, rows }, null, 2)}\n`,
  );
  console.log(`written to ${file}`);
};
