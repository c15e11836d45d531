import { parsedResumeSchema } from '@agentdesk/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { now } from '../../test/resume-texts-testing.ts';
import { readResume } from './resume-text.ts';

// The reader's fallbacks and what it does with any text; resume-text.test.ts reads real layouts.

describe('readResume', () => {
  it('falls back to the years a summary states when the history has no dates', () => {
    expect(
      readResume(
        'Meera Iyer\nSummary\nRecruiter with 3 years in tech hiring and 5+ years overall.\nExperience\nRecruiter, Naukri',
        { now },
      ).years_of_experience,
    ).toBe(5);
  });

  it('never throws and always answers a valid shape, whatever the text', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom(
        'Experience',
        'EDUCATION:',
        '## Skills',
        '- ',
        '• ',
        '\t',
        '\n',
        'Jan 2021 – Present',
        '2019–2021',
        ' at ',
        ', ',
        ' | ',
        '@x.io',
        '+91 ',
        'B.Tech',
        'University',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        expect(() => parsedResumeSchema.parse(readResume(pieces.join(''), { now }))).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('caps what it reads from 100 KB of noise, quickly', () => {
    const noise = Array.from(
      { length: 4_000 },
      (_, index) => `Line ${index}. Skills: s${index}, t${index}\t• 2019-2021 +91 ${index}`,
    ).join('\n');
    const started = Date.now();
    const read = readResume(noise, { now });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(read.sentences.length).toBeLessThanOrEqual(200);
    expect(read.skills.length).toBeLessThanOrEqual(100);
    expect(parsedResumeSchema.parse(readResume(''))).toMatchObject({ name: '', sentences: [], work_history: [] });
  });
});
