import { describe, expect, it } from 'vitest';
import {
  findForbiddenPhrases,
  findPhraseOccurrences,
  findPhraseWindow,
  matchPhrase,
  type PhraseCriterion,
  readPhraseTranscript,
} from './qa-phrases.ts';
import { spokenTurn, untimedTurn } from './qa-testing/spoken-turns.ts';
import { foldPlural, tokenizeText } from './qa-text.ts';

const disclosure: PhraseCriterion = {
  phrase: 'This call may be recorded for quality and training purposes',
  speaker: 'agent',
  within: 'first_turns',
};
const saidBy = (text: string, criterion: PhraseCriterion = disclosure) =>
  matchPhrase([untimedTurn('agent', text)], criterion).matched;

describe('normalising text as a person hears it', () => {
  it('drops case and punctuation, spells contractions out and folds plurals', () => {
    expect(tokenizeText("We're SwiftPay's team — it's 2,000 calls, isn't it?").map((token) => token.text)).toEqual([
      'we',
      'are',
      'swiftpay',
      'team',
      'it',
      'is',
      '2000',
      'call',
      'is',
      'not',
      'it',
    ]);
    expect(
      tokenizeText("Can't, won't, don't, I'm, we've, you'll, let's")
        .map((token) => token.text)
        .join(' '),
    ).toBe('can not will not do not i am we have you will let us');
    expect(['purposes', 'policies', 'boxes', 'address', 'this', 'bus'].map(foldPlural)).toEqual([
      'purpose',
      'policy',
      'box',
      'address',
      'this',
      'bus',
    ]);
  });
});

describe('matchPhrase', () => {
  it('accepts the phrase in any case and punctuation, inside a longer turn, and quotes the words said', () => {
    const entry = spokenTurn(
      'agent',
      'Hi Ravi! Just so you know, THIS call may be recorded, for quality & training purposes.',
      2,
    );
    const match = matchPhrase([entry], disclosure);
    expect(match).toMatchObject({
      matched: true,
      turn_index: 0,
      speaker: 'agent',
      quote: 'THIS call may be recorded, for quality & training purposes.',
    });
    expect(match.at_seconds).toBe(entry.words?.[6]?.start);
  });

  it('accepts one word of difference in a long phrase: one added, missing or swapped, and plurals', () => {
    expect(saidBy('This call may also be recorded for quality and training purposes.')).toBe(true);
    expect(saidBy('This call might be recorded for quality and training purposes.')).toBe(true);
    expect(saidBy('This call may be recorded for quality, training purposes.')).toBe(true);
    expect(saidBy('This call may be recorded for quality and training purpose.')).toBe(true);
  });

  it('refuses two words of difference, a negation, a swapped name or person, and a short phrase’s variation', () => {
    expect(saidBy('This call will also be recorded for quality purposes.')).toBe(false);
    expect(saidBy('This call may not be recorded for quality and training purposes.')).toBe(false);
    expect(saidBy("Don't worry, this call may be recorded for quality and training purposes.")).toBe(true);
    expect(saidBy('No, this call may be recorded for quality and training purposes.')).toBe(true);
    const naming: PhraseCriterion = { phrase: 'this is Zara from SwiftPay', speaker: 'agent' };
    expect(saidBy('Hello, this is Maya from SwiftPay.', naming)).toBe(false);
    expect(saidBy("Hello, it's Zara from SwiftPay.", naming)).toBe(true);
    expect(saidBy('Hello, this is Zara calling from SwiftPay.', naming)).toBe(true);
    const myName: PhraseCriterion = { phrase: 'my name is Zara', speaker: 'agent' };
    expect(saidBy('So your name is Zara?', myName)).toBe(false);
    expect(saidBy("Hi, my name's Zara.", myName)).toBe(true);
    const short: PhraseCriterion = { phrase: 'guaranteed approval', speaker: 'agent' };
    expect(saidBy('We offer guaranteed approvals!', short)).toBe(true);
    expect(saidBy('We offer guaranteed fast approval!', short)).toBe(false);
  });

  it('takes a negation just before the phrase in the same clause as not saying it', () => {
    const human: PhraseCriterion = { phrase: 'speak to a human', speaker: 'user' };
    const said = (text: string) => matchPhrase([untimedTurn('user', text)], human).matched;
    expect(said("I don't need to speak to a human.")).toBe(false);
    expect(said('Can I talk to a human please?')).toBe(true);
    expect(said("No. I'd like to speak to a real human.")).toBe(true);
  });

  it('looks only at the speaker’s turns in the part of the call the criterion names', () => {
    const transcript = [
      untimedTurn('agent', 'Hello there.'),
      untimedTurn('user', 'Is this call recorded for quality and training purposes?'),
      untimedTurn('agent', 'How can I help?'),
      untimedTurn('agent', 'This call is recorded for quality and training purposes.'),
    ];
    const recorded = 'this call is recorded for quality and training purposes';
    expect(matchPhrase(transcript, { phrase: recorded, speaker: 'agent', within: 'first_turns' }).matched).toBe(false);
    expect(
      matchPhrase(transcript, { phrase: recorded, speaker: 'agent', within: 'first_turns', turns: 3 }),
    ).toMatchObject({
      matched: true,
      turn_index: 3,
      at_seconds: null,
    });
    expect(
      matchPhrase(transcript, { phrase: recorded, speaker: 'agent', within: 'last_turns', turns: 1 }).turn_index,
    ).toBe(3);
    expect(matchPhrase(transcript, { phrase: recorded, speaker: 'any' }).turn_index).toBe(1);
  });

  it('takes alternatives, and matches nothing in an empty call or with an empty phrase', () => {
    const transcript = [untimedTurn('agent', 'Anything else I can do for you today?')];
    const closing = ['is there anything else I can help you with', 'anything else I can do for you'];
    expect(matchPhrase(transcript, { phrase: closing, speaker: 'agent' }).matched).toBe(true);
    expect(matchPhrase(null, { phrase: closing, speaker: 'agent' }).matched).toBe(false);
    expect(matchPhrase(transcript, { phrase: '', speaker: 'any' }).matched).toBe(false);
  });
});

describe('findForbiddenPhrases', () => {
  it('returns each occurrence, several in one turn and across turns, with their quotes', () => {
    const transcript = [
      untimedTurn('agent', 'Guaranteed approval! Yes, guaranteed approval.'),
      untimedTurn('user', 'Guaranteed approval?'),
      untimedTurn('agent', 'There is no guaranteed approval, to be clear.'),
      untimedTurn('agent', 'We promise GUARANTEED approvals.'),
    ];
    const found = findForbiddenPhrases(transcript, { phrase: 'guaranteed approval', speaker: 'agent' });
    expect(found.map(({ turn_index, quote }) => [turn_index, quote])).toEqual([
      [0, 'Guaranteed approval!'],
      [0, 'guaranteed approval.'],
      [3, 'GUARANTEED approvals.'],
    ]);
  });
});

describe('readPhraseTranscript', () => {
  it('answers every criterion as the entries do, reading each turn once for all of them', () => {
    const entries = [
      spokenTurn('agent', 'Hello, this is Zara. This call may be recorded.', 0.5),
      spokenTurn('user', 'Can I speak to a human?', 5),
      spokenTurn('agent', 'With us you get guaranteed approval.', 8),
    ];
    const transcript = readPhraseTranscript(entries);
    const criteria: PhraseCriterion[] = [
      { phrase: 'this call may be recorded', speaker: 'agent', within: 'first_turns', turns: 1 },
      { phrase: 'speak to a human', speaker: 'any' },
      { phrase: ['guaranteed approval', 'no fees'], speaker: 'agent', within: 'last_turns', turns: 1 },
      { phrase: 'refund', speaker: 'user' },
    ];
    for (const criterion of criteria) {
      expect(findPhraseOccurrences(transcript, criterion)).toEqual(findPhraseOccurrences(entries, criterion));
      expect(findPhraseWindow(transcript, criterion)).toEqual(findPhraseWindow(entries, criterion));
    }
    expect([...transcript.texts.keys()].sort()).toEqual([0, 1, 2]);
  });
});
