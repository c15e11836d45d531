import { describe, expect, it } from 'vitest';
import { demoCallMessages, placeDemoCallBodySchema } from './demo-calls.ts';

describe('placeDemoCallBodySchema', () => {
  it('refuses a body that is not an object without throwing (the number check waits for one)', () => {
    for (const body of [null, 'call me', 42, [], undefined]) {
      expect(placeDemoCallBodySchema.safeParse(body).success).toBe(false);
    }
  });

  it('says every missing field at once, and checks the number against the country only when both are set', () => {
    const result = placeDemoCallBodySchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toEqual([
      ['country_code', demoCallMessages.noCountry],
      ['number', demoCallMessages.noNumber],
      ['call_type', demoCallMessages.noCallType],
    ]);
    const wrong = placeDemoCallBodySchema.safeParse({
      country_code: 'DE',
      number: '12',
      call_type: 'loan_qualification',
    });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([demoCallMessages.invalidNumber]);
  });
});
