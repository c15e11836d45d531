// The explained, deterministic fit score of a résumé for a job (#17): 0–100 from fixed weights,
// every requirement, skill, the years and the place judged matched, partly matched or missing,
// with the résumé's sentence that says so. The résumé's name is never read, and sentences about
// gender, age, photo, nationality or marital status are neither read nor quoted.
import {
  FIT_EXCLUDED_TEXT,
  fitPartKinds,
  type FitPart,
  type FitPartKind,
  type FitScore,
  type FitWeights,
  type Job,
  type ParsedResume,
} from '@agentdesk/shared';
import { judgeExperience, judgeLocation, type JudgedPart } from './fit-background.ts';
import { judgeFieldYears } from './fit-field-years.ts';
import { raiseByModel, type ModelJudgements } from './fit-model.ts';
import {
  asideKinds,
  readSentence,
  termMatch,
  type AsideKind,
  type OptionMatch,
  type Sentence,
} from './fit-matching.ts';
import { impliedSkills } from './fit-related.ts';
import { isUsableSentence, readRequirement, type Term } from './fit-terms.ts';
import { findSkills } from './skill-matching.ts';
import { canonicalSkill } from './skill-synonyms.ts';

/** How much each kind counts when the job has parts of every kind; a kind the job lacks gives its share to the others in proportion. */
export const BASE_FIT_WEIGHTS: Readonly<Record<FitPartKind, number>> = {
  must_have: 45,
  nice_to_have: 15,
  skill: 20,
  experience: 12,
  location: 8,
};

/** A skill's key: its canonical name, else its own words in lower case. */
const skillKey = (skill: string): string =>
  canonicalSkill(skill) ?? findSkills(skill).skills[0]?.canonical ?? skill.trim().toLowerCase();

/**
 * What the score reads of a résumé: its usable sentences that count (the same set whatever their
 * order), those that do not (negated, or only being learnt or enjoyed), and its skills list.
 */
const readResume = (resume: ParsedResume) => {
  const kinds = asideKinds([resume.summary, ...resume.sentences]);
  const asideOf = new Map<string, AsideKind>();
  [resume.summary, ...resume.sentences].forEach((text, index) => {
    const kind = kinds[index];
    if (kind) asideOf.set(text.trim(), kind);
  });
  const texts = [
    resume.summary,
    ...resume.sentences,
    ...resume.work_history.flatMap((job) => [`${job.title} at ${job.company}`, ...job.description]),
  ];
  const usable = [...new Set(texts.map((text) => text.trim()))]
    .filter((text) => text.length > 0 && isUsableSentence(text))
    .sort();
  const listed = resume.skills.filter(isUsableSentence);
  const skills = new Set(listed.map(skillKey));
  for (const skill of [...skills]) for (const broader of impliedSkills[skill] ?? []) skills.add(broader);
  return {
    sentences: usable.filter((text) => !asideOf.has(text)).map(readSentence),
    aside: usable
      .filter((text) => asideOf.has(text))
      .map((text) => ({ ...readSentence(text), kind: asideOf.get(text)! })),
    skills,
    skillsLine: listed.length > 0 ? `Skills: ${listed.join(', ')}` : null,
  };
};
type ReadResume = ReturnType<typeof readResume>;

type Judged = { term: Term; match: OptionMatch | null };

/** How a sentence meets each term (own words only, or with the skills list), and how much in all. */
const judgeSentence = (read: ReadResume, sentence: Sentence | null, terms: readonly Term[]) => {
  const own = terms.map((term) => ({ term, match: termMatch(sentence, term, null) }));
  // The skills list can only add to what the sentence meets short of in full.
  const met: Judged[] = own.map(({ term, match }) => ({
    term,
    match: match?.fraction === 1 ? match : (termMatch(sentence, term, read.skills) ?? match),
  }));
  const sum = (judged: Judged[]) => judged.reduce((total, { match }) => total + (match?.fraction ?? 0), 0);
  // Terms met in the requirement's own words: such a sentence is the better quote.
  const plain = met.filter(({ match }) => match?.fraction === 1 && match.notes.length === 0).length;
  return { sentence, own: sum(own), met, total: sum(met), plain };
};

/** The sentence meeting most of the terms (its own words first, then in the requirement's words, then shorter, then alphabetical: never the résumé's order). */
const bestSentence = (read: ReadResume, sentences: readonly Sentence[], terms: readonly Term[]) => {
  const ranked = sentences.map((sentence) => judgeSentence(read, sentence, terms));
  ranked.sort(
    (a, b) =>
      b.total - a.total ||
      b.own - a.own ||
      b.plain - a.plain ||
      (a.sentence?.text.length ?? 0) - (b.sentence?.text.length ?? 0),
  );
  const best = ranked[0];
  if (best && best.own > 0) return best;
  return judgeSentence(read, null, terms);
};

/** Below this share a requirement is missing, however many of its words a sentence shares. */
const PARTIAL_SHARE = 0.3;

/** One requirement sentence, must-have or nice-to-have, judged against the résumé's best sentence for it. */
const judgeRequirement = (text: string, read: ReadResume, resume: ParsedResume, now: number): JudgedPart => {
  const { terms, years: asked } = readRequirement(text);
  const best = bestSentence(read, read.sentences, terms);
  const yearsJudged = asked === null ? null : judgeFieldYears(resume, terms, asked, now);
  const total = terms.length + (yearsJudged ? 1 : 0);
  if (total === 0)
    return {
      requirement: text,
      result: 'missing',
      evidence: null,
      reason: 'nothing in it the résumé can be checked against',
      fraction: 0,
    };

  // A field the dated roles' titles name is met by them ("3+ years of mobile development" by "iOS Developer").
  const fieldTerms = yearsJudged?.fieldTerms ?? new Set<Term>();
  best.met = best.met.map(({ term, match }) =>
    fieldTerms.has(term) && (match?.fraction ?? 0) < 1
      ? { term, match: { option: term.options[0]!, fraction: 1, notes: ['named by the role titles'] } }
      : { term, match },
  );
  best.total = best.met.reduce((sum, { match }) => sum + (match?.fraction ?? 0), 0);
  const share = (best.total + (yearsJudged?.fraction ?? 0)) / total;
  const fraction = share >= PARTIAL_SHARE ? share : 0;
  const result = fraction >= 1 ? 'matched' : fraction > 0 ? 'partial' : 'missing';
  const met = best.met.filter(({ match }) => match !== null && match.fraction > 0);
  const missing = best.met.filter(({ match }) => match === null).map(({ term }) => term.label);
  const scattered = met.filter(({ match }) => match!.fraction < 1).map(({ term }) => term.label);
  const notes = [...new Set(met.flatMap(({ match }) => match!.notes))];
  const aside = missing.length > 0 && best.total === 0 ? asideNote(read, terms) : null;
  const reasons = [
    ...(met.length > 0
      ? [
          `mentions ${met.map(({ match }) => match!.option.label).join(', ')}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`,
        ]
      : []),
    ...(scattered.length > 0 ? [`not as one phrase: ${scattered.join(', ')}`] : []),
    ...(yearsJudged ? [yearsJudged.reason] : []),
    ...(aside ? [aside] : missing.length > 0 ? [`nothing about ${missing.join(', ')}`] : []),
    ...(share > 0 && fraction === 0 ? ['too little of it to count'] : []),
  ];
  const evidence = fraction > 0 ? (best.sentence?.text ?? (met.length > 0 ? read.skillsLine : null)) : null;
  return { requirement: text, result, evidence, reason: reasons.join('; '), fraction };
};

/** "only where the résumé says it is not so" for a requirement met only by a sentence that does not count. */
const asideNote = (read: ReadResume, terms: readonly Term[]): string | null => {
  const best = bestSentence(read, read.aside, terms);
  if (best.sentence === null || best.own === 0) return null;
  const kind = read.aside.find((sentence) => sentence.text === best.sentence!.text)!.kind;
  return kind === 'negated'
    ? `only where the résumé says otherwise: "${best.sentence.text}"`
    : `only as learning or an interest: "${best.sentence.text}"`;
};

/** One of the job's skills: met when the résumé lists it or a sentence names it, by any of its names. */
const judgeSkill = (skill: string, read: ReadResume): JudgedPart => {
  const key = skillKey(skill);
  const naming = read.sentences
    .filter((sentence) => sentence.skills.has(key))
    .sort((a, b) => a.text.length - b.text.length)[0];
  if (!naming && !read.skills.has(key))
    return {
      requirement: skill,
      result: 'missing',
      evidence: null,
      reason: `the résumé does not mention ${skill}`,
      fraction: 0,
    };
  const written = naming?.skills.get(key);
  const reason =
    written && written.toLowerCase() !== skill.toLowerCase()
      ? `${written} is ${skill}`
      : read.skills.has(key)
        ? 'in the skills listed'
        : `names ${skill}`;
  return { requirement: skill, result: 'matched', evidence: naming?.text ?? read.skillsLine, reason, fraction: 1 };
};

/** Splits a whole number among shares in proportion (largest remainder; ties to the earlier share), each at most its cap. */
const apportion = (shares: readonly number[], total: number, caps?: readonly number[]): number[] => {
  const sum = shares.reduce((a, b) => a + b, 0);
  if (sum <= 0) return shares.map(() => 0);
  const exact = shares.map((share) => (share * total) / sum);
  const whole = exact.map((value, index) => Math.min(Math.floor(value), caps?.[index] ?? Infinity));
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = total - whole.reduce((a, b) => a + b, 0);
  for (const { index } of order) {
    if (left <= 0) break;
    if (caps && whole[index]! >= caps[index]!) continue;
    whole[index]! += 1;
    left -= 1;
  }
  return whole;
};

/** The weights of the kinds the job has, out of 100; the others 0. */
const weighKinds = (present: ReadonlySet<FitPartKind>): FitWeights => {
  const points = apportion(
    fitPartKinds.map((kind) => (present.has(kind) ? BASE_FIT_WEIGHTS[kind] : 0)),
    100,
  );
  return Object.fromEntries(fitPartKinds.map((kind, index) => [kind, points[index]!])) as FitWeights;
};

/** The job's fit score for a résumé: the same résumé and job always give the same score and explanation. */
export const scoreFit = (
  job: Job,
  resume: ParsedResume,
  { now = Date.now(), judgements }: { now?: number; judgements?: ModelJudgements } = {},
): FitScore => {
  const read = readResume(resume);
  // A requirement the language model found more of (fit-model.ts) is raised, never lowered.
  const requirement = (text: string) => raiseByModel(judgeRequirement(text, read, resume, now), judgements?.get(text));
  const judged: { kind: FitPartKind; part: JudgedPart }[] = [
    ...job.requirements.map((text) => ({ kind: 'must_have' as const, part: requirement(text) })),
    ...job.nice_to_have.map((text) => ({ kind: 'nice_to_have' as const, part: requirement(text) })),
    ...[...new Map(job.skills.map((skill) => [skillKey(skill), skill])).values()].map((skill) => ({
      kind: 'skill' as const,
      part: judgeSkill(skill, read),
    })),
    ...[judgeExperience(job, resume)].flatMap((part) => (part ? [{ kind: 'experience' as const, part }] : [])),
    ...[
      judgeLocation(
        job,
        resume,
        read.sentences.map(({ text }) => text),
      ),
    ].flatMap((part) => (part ? [{ kind: 'location' as const, part }] : [])),
  ];
  const weights = weighKinds(new Set(judged.map(({ kind }) => kind)));

  // Each kind's weight shared among its parts, then points in whole numbers that add up to the score;
  // a partly met part never gets its full points.
  const maxPoints = judged.map(() => 0);
  for (const kind of fitPartKinds) {
    const indexes = judged.flatMap((item, index) => (item.kind === kind ? [index] : []));
    apportion(
      indexes.map(() => 1),
      weights[kind] ?? 0,
    ).forEach((points, i) => (maxPoints[indexes[i]!] = points));
  }
  const exact = judged.map(({ part }, index) => part.fraction * maxPoints[index]!);
  const caps = judged.map(({ part }, index) =>
    part.result === 'partial' ? Math.max(0, maxPoints[index]! - 1) : maxPoints[index]!,
  );
  const total = Math.min(
    Math.round(exact.reduce((a, b) => a + b, 0)),
    caps.reduce((a, b) => a + b, 0),
  );
  const points = apportion(exact, total, caps);

  const parts: FitPart[] = judged.map(({ kind, part }, index) => ({
    kind,
    requirement: part.requirement,
    result: part.result,
    evidence: part.evidence,
    reason: part.reason,
    points: points[index]!,
    max_points: maxPoints[index]!,
    ...(part.model ? { model: part.model } : {}),
  }));
  return { score: points.reduce((a, b) => a + b, 0), weights, parts, excluded: FIT_EXCLUDED_TEXT };
};
