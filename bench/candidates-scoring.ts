import { randomUUID } from 'node:crypto';
import {
  candidatePaths,
  jobPaths,
  parsedResumeSchema,
  type Job,
  type ParsedResume,
  type ScoringBatch,
} from '@agentdesk/shared';
import type { FastifyInstance } from 'fastify';
import { extractDocumentText } from '../apps/server/src/lib/document-text.ts';
import { readResume, scoreFit } from '../apps/server/src/modules/candidates/index.ts';
import { requirementEdits, resumePdf, resumeText } from './candidates-data.ts';
import { compareInTurns, side } from './compare.ts';
import type { BenchRow } from './report.ts';
import { percentile, round } from './stats.ts';

// (1) and (2) of the candidates bench: résumés read and scored through the product against the plain
// loop over the same files, and a job's edit rescoring its candidates against scoreFit over the same
// profiles; in turns, each pair checked first to give the same scores. Every run of a side takes the
// next round's inputs (new people, the next edit), made before anything is timed.

const RESUMES = Number(process.env['CANDIDATES_BENCH_RESUMES'] ?? 200);
const UPLOAD_ROUNDS = Number(process.env['CANDIDATES_BENCH_UPLOAD_ROUNDS'] ?? 2);
const RESCORE_ROUNDS = Number(process.env['CANDIDATES_BENCH_RESCORE_ROUNDS'] ?? 2);
const BATCH = 50;

export type Form = { headers: Record<string, string>; payload: Buffer };
export type Api = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: object, form?: Form) => Promise<T>;
type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const p50 = (xs: number[]) => percentile(xs, 50);
const ms = (x: number) => round(x, x < 10 ? 2 : 1);

/** A multipart upload of résumés against a job, as the page sends it. */
const uploadForm = (jobId: string, files: { filename: string; bytes: Buffer }[]): Form => {
  const boundary = `----bench${randomUUID()}`;
  const head = (disposition: string, type = '') =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n`);
  const parts: Buffer[] = [head('name="job_id"'), Buffer.from(`${jobId}\r\n`)];
  for (const file of files)
    parts.push(
      head(`name="files"; filename="${file.filename}"`, 'Content-Type: application/pdf\r\n'),
      file.bytes,
      Buffer.from('\r\n'),
    );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  };
};

/** The fit scores a job's applications hold, in order (what the product's scoring answers). */
const storedScores = (query: Query) => async (jobId: string) =>
  (
    await query(
      `select fit_score from job_applications where job_id = $1 and fit_status = 'scored' order by fit_score`,
      [jobId],
    )
  ).rows.map((row) => Number(row['fit_score']));
const sorted = (scores: number[]) => [...scores].sort((a, b) => a - b);

/** (1) RESUMES text PDFs, uploaded in batches and drained, in turns with the plain loop over the same files. */
export const measureUploads = async (
  { api, app, query }: { api: Api; app: FastifyInstance; query: Query },
  createJob: (title: string) => Promise<Job>,
): Promise<BenchRow[]> => {
  // One round for the check, then the timed ones (no further warm-up: each round is 200 files).
  const inputs: { files: { filename: string; bytes: Buffer }[]; job: Job }[] = [];
  for (let turn = 0; turn <= UPLOAD_ROUNDS; turn += 1) {
    // Other people each round (their e-mails and phones come from the number), so each round makes new candidates.
    const files = Array.from({ length: RESUMES }, (_, k) => {
      const i = 2_000_000 + turn * RESUMES + k;
      return { filename: `resume-${i}.pdf`, bytes: resumePdf(resumeText(i)) };
    });
    inputs.push({ files, job: await createJob(`Backend Engineer (uploads ${turn})`) });
  }
  const bytes = inputs[0]!.files.reduce((sum, file) => sum + file.bytes.length, 0);
  let productTurn = 0;
  let loopTurn = 0;
  const throughProduct = async () => {
    const { files, job } = inputs[productTurn++]!;
    for (let start = 0; start < files.length; start += BATCH)
      await api<ScoringBatch>(
        'POST',
        candidatePaths.scoreCandidates,
        undefined,
        uploadForm(job.job_id, files.slice(start, start + BATCH)),
      );
    await app.candidateScorer.deliverDue();
    return job.job_id;
  };
  const floor: { extract: number; read: number; score: number }[] = [];
  const throughLoop = async () => {
    const { files, job } = inputs[loopTurn++]!;
    const spent = { extract: 0, read: 0, score: 0 };
    const scores: number[] = [];
    for (const file of files) {
      const t0 = performance.now();
      const text = await extractDocumentText('pdf', file.bytes);
      const t1 = performance.now();
      const profile = readResume(text);
      const t2 = performance.now();
      scores.push(scoreFit(job, profile).score);
      const t3 = performance.now();
      spent.extract += t1 - t0;
      spent.read += t2 - t1;
      spent.score += t3 - t2;
    }
    floor.push(spent);
    return scores;
  };
  const times = await compareInTurns({
    rounds: UPLOAD_ROUNDS,
    warmup: 0,
    sides: { product: side(throughProduct, storedScores(query)), loop: side(throughLoop, sorted) },
    same: [['product', 'loop']],
  });
  const perSecond = (totalMs: number) => round(RESUMES / (totalMs / 1000));
  const loop = p50(times.loop);
  const timed = floor.slice(-UPLOAD_ROUNDS);
  const each = (key: 'extract' | 'read' | 'score') => ms(p50(timed.map((f) => f[key])) / RESUMES);
  const productMs = p50(times.product);
  return [
    {
      metric: `(1) ${RESUMES} text PDF résumés (${round(bytes / RESUMES / 1024, 1)} KB each) uploaded in batches of ${BATCH} and drained by the scorer`,
      value: perSecond(productMs),
      unit: 'résumés/s',
      note: `${ms(productMs / RESUMES)} ms a résumé end to end; median of ${UPLOAD_ROUNDS} rounds in turns with the loop, the same scores checked first`,
    },
    {
      metric: '(1) floor: the same files through extractDocumentText + readResume + scoreFit in a loop',
      value: perSecond(loop),
      unit: 'résumés/s',
      note: `${ms(loop / RESUMES)} ms a résumé (PDF text ${each('extract')}, readResume ${each('read')}, scoreFit ${each('score')}); product/floor time ${round(productMs / loop, 2)}×`,
    },
  ];
};

/** (2) A job's edit rescoring its `rescored` candidates, in turns with scoreFit over the same profiles. */
export const measureRescoring = async (
  { api, app, query }: { api: Api; app: FastifyInstance; query: Query },
  { job, profiles }: { job: Job; profiles: ParsedResume[] },
): Promise<BenchRow[]> => {
  const rescored = profiles.length;
  const puts: number[] = [];
  let productTurn = 0;
  let loopTurn = 0;
  const throughProduct = async () => {
    const edit = requirementEdits[productTurn++ % requirementEdits.length]!;
    const began = performance.now();
    await api<Job>('PUT', jobPaths.job(job.job_id), edit);
    puts.push(performance.now() - began);
    await app.candidateScorer.deliverDue();
    return job.job_id;
  };
  const throughLoop = async () => {
    const target = { ...job, ...requirementEdits[loopTurn++ % requirementEdits.length]! };
    return profiles.map((profile) => scoreFit(target, profile).score);
  };
  const times = await compareInTurns({
    rounds: RESCORE_ROUNDS,
    warmup: 0,
    sides: { product: side(throughProduct, storedScores(query)), loop: side(throughLoop, sorted) },
    same: [['product', 'loop']],
  });
  // What the scorer does to each stored profile besides scoring it: the driver's JSON.parse and the schema check.
  const stored = profiles.map((profile) => JSON.stringify(profile));
  const parseBegan = performance.now();
  for (const text of stored) parsedResumeSchema.parse(JSON.parse(text));
  const parseMs = performance.now() - parseBegan;
  const total = p50(times.product);
  const loop = p50(times.loop);
  const n = rescored.toLocaleString('en-US');
  return [
    {
      metric: `(2) rescoring ${n} candidates after PUT of the job's requirements, until drained`,
      value: Math.round(total),
      unit: 'ms',
      note: `${Math.round(rescored / (total / 1000))} candidates/s; the PUT itself (its trigger queues all ${n}) ${Math.round(p50(puts.slice(-RESCORE_ROUNDS)))} ms; median of ${RESCORE_ROUNDS} edits, the same scores checked first`,
    },
    {
      metric: `(2) floor: scoreFit over the same ${n} profiles in memory`,
      value: Math.round(loop),
      unit: 'ms',
      note: `${Math.round(rescored / (loop / 1000))} candidates/s; product/floor ${round(total / loop, 2)}×; JSON.parse + schema check of the stored profiles ${Math.round(parseMs)} ms`,
    },
  ];
};
