import { describe, expect, it } from 'vitest';
import { costProductName } from './call-format.ts';

describe('costProductName', () => {
  it('names the products of the sample calls and other known ids by their makers’ names', () => {
    expect(costProductName('elevenlabs_tts')).toBe('ElevenLabs TTS');
    expect(costProductName('gpt_4o_mini')).toBe('GPT-4o mini');
    expect(costProductName('twilio_telephony')).toBe('Twilio telephony');
    expect(costProductName('claude_3_5_haiku')).toBe('Claude 3.5 Haiku');
    expect(costProductName('ElevenLabs_TTS')).toBe('ElevenLabs TTS');
  });

  it('humanizes an id it does not know, never showing it raw', () => {
    expect(costProductName('acme_voice_stt')).toBe('Acme voice STT');
    expect(costProductName('deepgram-nova-3-asr')).toBe('Deepgram nova 3 ASR');
    expect(costProductName('gpt_4_2')).toBe('GPT 4.2');
    expect(costProductName('retell_kb')).toBe('Retell knowledge base');
    expect(costProductName('platform')).toBe('Platform');
  });

  it('keeps a name with nothing to humanize as it came', () => {
    expect(costProductName('  ')).toBe('  ');
  });
});
