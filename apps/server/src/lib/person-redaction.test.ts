import { describe, expect, it } from 'vitest';
import { personRedactor, redactDeep } from './person-redaction.ts';

describe('person redaction', () => {
  const redact = personRedactor({ name: 'Meera Shah-Rao', email: 'meera.shah@example.in', phone: '+919845011111' });

  it('replaces the name, its parts, the address and the number however it is written', () => {
    expect(redact('Agent: Hi Meera, is this MEERA SHAH-RAO? I have shah and Rao on file.')).toBe(
      'Agent: Hi [name], is this [name]? I have [name] and [name] on file.',
    );
    expect(redact('Mail Meera.Shah@Example.in or call +91 98450 11111, 98450-11111 or (984) 501-1111.')).toBe(
      'Mail [email] or call [number], [number] or [number].',
    );
    expect(redact('+919845011111 called')).toBe('[number] called');
  });

  it('leaves words that only contain a part of the name, and other numbers', () => {
    expect(redact('Shahnaz from Raoul’s team; ticket 19845011111; 9845011112')).toBe(
      'Shahnaz from Raoul’s team; ticket 19845011111; 9845011112',
    );
  });

  it('walks every string of a JSON value, keeping its keys and other values', () => {
    const call = {
      from_number: '+919845011111',
      transcript_object: [{ role: 'user', content: 'I am Meera', words: [{ word: 'Meera', start: 1.2 }] }],
      retell_llm_dynamic_variables: { candidate_name: 'Meera Shah-Rao' },
      call_analysis: { call_successful: true, custom_analysis_data: { answer_1: 'Meera has six years' } },
    };
    expect(redactDeep(call, redact)).toEqual({
      from_number: '[number]',
      transcript_object: [{ role: 'user', content: 'I am [name]', words: [{ word: '[name]', start: 1.2 }] }],
      retell_llm_dynamic_variables: { candidate_name: '[name]' },
      call_analysis: { call_successful: true, custom_analysis_data: { answer_1: '[name] has six years' } },
    });
  });
});
