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
import { judgeExperience, judgeLocation, judgeYears, type JudgedPart } from './fit-background.ts';
import { isUsableSentence, readRequirement, significantWords, type Term, type TermOption } from './fit-terms.ts';
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

/** A résumé sentence as the matching reads it. */
type Sentence = { text: string; skills: Map<string, string>; words: Set<string> };

const readSentence = (text: string): Sentence => {
  const { skills, rest } = findSkills(text);
  return {
    text,
    skills: new Map(skills.map(({ canonical, written }) => [canonical, written])),
    words: new Set(significantWords(rest)),
  };
};

/** A skill's key: its canonical name, else its own words in lower case. */
const skillKey = (skill: string): string =>
  canonicalSkill(skill) ?? findSkills(skill).skills[0]?.canonical ?? skill.trim().toLowerCase();

/** What the score reads of a résumé: its usable sentences (the same set whatever their order) and its skills list. */
const readResume = (resume: ParsedResume) => {
  const texts = [
    resume.summary,
    ...resume.sentences,
    ...resume.work_history.flatMap((job) => [`${job.title} at ${job.company}`, ...job.description]),
  ];
  const usable = [...new Set(texts.map((text) => text.trim()))]
    .filter((text) => text.length > 0 && isUsableSentence(text))
    .sort();
  const listed = resume.skills.filter(isUsableSentence);
  return {
    sentences: usable.map(readSentence),
    skills: new Set(listed.map(skillKey)),
    skillsLine: listed.length > 0 ? `Skills: ${listed.join(', ')}` : null,
  };
};
type ReadResume = ReturnType<typeof readResume>;

/** The term's option a sentence meets (or, when asked, the skills list), if any. */
const optionMet = (
  read: ReadResume,
  sentence: Sentence | null,
  term: Term,
  isListCounted: boolean,
): TermOption | undefined =>
  term.options.find((option) =>
    'skill' in option
      ? sentence?.skills.has(option.skill) || (isListCounted && read.skills.has(option.skill))
      : sentence !== null && option.words.every((word) => sentence.words.has(word)),
  );

/** The sentence meeting most of the terms (its own words first, then shorter, then alphabetical: never the résumé's order). */
const bestSentence = (read: ReadResume, terms: readonly Term[]) => {
  const ranked = read.sentences.map((sentence) => {
    const own = terms.filter((term) => optionMet(read, sentence, term, false));
    const met = terms.filter((term) => optionMet(read, sentence, term, true));
    return { sentence, own, met };
  });
  ranked.sort(
    (a, b) =>
      b.met.length - a.met.length || b.own.length - a.own.length || a.sentence.text.length - b.sentence.text.length,
  );
  const best = ranked[0];
  if (best && best.own.length > 0) return best;
  return { sentence: null, own: [], met: terms.filter((term) => optionMet(read, null, term, true)) };
};

/** "Postgres is PostgreSQL" for each skill the sentence writes otherwise than the job. */
const synonymNotes = (sentence: Sentence | null, terms: readonly Term[], jobText: string): string[] => {
  const asked = new Map(findSkills(jobText).skills.map(({ canonical, written }) => [canonical, written]));
  const notes = terms.flatMap((term) =>
    term.options.flatMap((option) => {
      const written = 'skill' in option ? sentence?.skills.get(option.skill) : undefined;
      const wanted = 'skill' in option ? asked.get(option.skill) : undefined;
      return written && wanted && written.toLowerCase() !== wanted.toLowerCase() ? [`${written} is ${wanted}`] : [];
    }),
  );
  return [...new Set(notes)];
};

/** One requirement sentence, must-have or nice-to-have, judged against the résumé's best sentence for it. */
const judgeRequirement = (text: string, read: ReadResume, years: number | null): JudgedPart => {
  const { terms, years: asked } = readRequirement(text);
  const best = bestSentence(read, terms);
  const yearsJudged = asked === null ? null : judgeYears(years, asked);
  const total = terms.length + (yearsJudged ? 1 : 0);
  if (total === 0)
    return {
      requirement: text,
      result: 'missing',
      evidence: null,
      reason: 'nothing in it the résumé can be checked against',
      fraction: 0,
    };

  const fraction = (best.met.length + (yearsJudged?.fraction ?? 0)) / total;
  const result = fraction >= 1 ? 'matched' : fraction > 0 ? 'partial' : 'missing';
  const missing = terms.filter((term) => !best.met.includes(term)).map(({ label }) => label);
  const reasons = [
    ...synonymNotes(best.sentence, best.met, text),
    ...(best.met.length > 0
      ? [
          `mentions ${best.met.map((term) => optionMet(read, best.sentence, term, true)?.label ?? term.label).join(', ')}`,
        ]
      : []),
    ...(yearsJudged ? [yearsJudged.reason] : []),
    ...(missing.length > 0 ? [`nothing about ${missing.join(', ')}`] : []),
  ];
  const evidence = best.sentence?.text ?? (best.met.length > 0 ? read.skillsLine : null);
  return { requirement: text, result, evidence, reason: reasons.join('; '), fraction };
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
export const scoreFit = (job: Job, resume: ParsedResume): FitScore => {
  const read = readResume(resume);
  const years = resume.years_of_experience;
  const judged: { kind: FitPartKind; part: JudgedPart }[] = [
    ...job.requirements.map((text) => ({ kind: 'must_have' as const, part: judgeRequirement(text, read, years) })),
    ...job.nice_to_have.map((text) => ({ kind: 'nice_to_have' as const, part: judgeRequirement(text, read, years) })),
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
  }));
  return { score: points.reduce((a, b) => a + b, 0), weights, parts, excluded: FIT_EXCLUDED_TEXT };
};
