// The words résumés are read by: their section headings, degrees, institutions and job titles.

export type ResumeSection = 'summary' | 'experience' | 'education' | 'skills' | 'projects' | 'certifications' | 'other';

/** Headings as people write them, matched on the bare heading (lower case, no markup or colon). */
const sectionHeadings: [RegExp, ResumeSection][] = [
  [/^((professional |career |personal )?(summary|profile|objective)|about( me)?|overview|introduction)$/, 'summary'],
  [
    /^((work|professional|relevant|industry|employment|career) )?(experience|history)$|^employment( history)?$|^work history$|^internships?$/,
    'experience',
  ],
  [
    /^(education(al)?( background| qualifications?| details)?|academics?|academic (background|qualifications?|details)|qualifications)$/,
    'education',
  ],
  [
    /^((technical|key|core|professional|relevant) )?skills( ?(&|and) ?(tools|technologies|expertise))?$|^(tech(nical)? stack|core competencies|technologies|tools( ?(&|and) ?technologies)?|expertise)$/,
    'skills',
  ],
  [/^((personal|academic|key|selected|side) )?projects$/, 'projects'],
  [/^(certifications?|certificates|licen[cs]es( ?(&|and) ?certifications)?|courses)$/, 'certifications'],
  [
    /^(achievements|awards( ?(&|and) ?achievements)?|honou?rs|languages|interests|hobbies|publications|references|volunteer(ing)?|extra[- ]?curricular( activities)?|personal (details|information)|declaration|contact( details)?)$/,
    'other',
  ],
];

/** A bullet at the start of a line: dashes, dots, arrows; a number or a letter with a dot or bracket and a space ("B.Tech" is no bullet). */
export const BULLET = /^\s*(?:(?:[-•·▪◦‣–—>»➢➤►✓✔○●■□~]|\*(?!\*))\s*(?=\S)|(?:\d{1,2}|[a-z])[.)]\s+)/i;

const bareHeading = (line: string) =>
  line
    .replace(/^#+\s*/, '')
    .replace(/[*_=]/g, '')
    .replace(/[:：]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The section a line heads, if it is a heading alone on its line; a bullet is never a heading. */
export const headingOf = (line: string): ResumeSection | null => {
  if (BULLET.test(line)) return null;
  const bare = bareHeading(line);
  if (bare === '' || bare.length > 50) return null;
  for (const [pattern, section] of sectionHeadings) if (pattern.test(bare)) return section;
  return null;
};

/** Words a job title has and a person's name or a company rarely does. */
export const ROLE =
  /\b(engineer|developer|programmer|analyst|designer|manager|intern|lead|consultant|architect|scientist|officer|executive|associate|specialist|head|director|administrator|tester|sde|founder|trainee|assistant|coordinator|president|vp|cto|ceo|owner|freelancer?|researcher|writer|editor|accountant|recruiter|teacher|nurse|technician|operator|supervisor|representative)s?\b/i;

/** Degrees: abbreviations as written (case kept), words in any case. */
const DEGREE_CODES =
  /\b(B\.? ?Tech|M\.? ?Tech|B\.? ?E\b\.?|M\.? ?E\b\.?|B\.? ?Sc|M\.? ?Sc|B\.? ?S\b\.?|M\.? ?S\b\.?|B\.? ?Com|M\.? ?Com|B\.? ?Des|M\.? ?Des|B\.A\.|M\.A\.|BA\b|MA\b|MBA|BBA|BCA|MCA|PGDM|Ph\.? ?D|HSC|SSC|CBSE|ICSE)/;
const DEGREE_WORDS =
  /\b(bachelor|master|diploma|doctor(ate)?|post[- ]?graduate|higher secondary|senior secondary|secondary school|class (x|xii|10|12)|(10|12)th)/i;

/** Whether a piece of text names a degree. */
export const namesDegree = (text: string) => DEGREE_CODES.test(text) || DEGREE_WORDS.test(text);

/** Whether a piece of text names a place of study. */
export const INSTITUTION =
  /\b(universit(y|é|at|ät|ies)|institute|institution|college|school|academy|polytechnic|vidyalaya|vidyapeeth|vidyapith|IITs?|NITs?|IIITs?|IIMs?|BITS|NID|NIFT|ISB|XLRI)\b/i;
