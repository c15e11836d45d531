// Pure helpers for showing calls; no schema library (the SPA's list and detail share them).

import type { CallSentiment } from './call-periods.ts';

export type SentimentClass = CallSentiment;

/** The User Sentiment badge rule (SPEC §2): positive or negative if the text contains that word, else neutral. */
export const sentimentClass = (text: string | null | undefined): SentimentClass | null => {
  if (text === null || text === undefined || text.trim() === '') return null;
  const lower = text.toLowerCase();
  if (lower.includes('positive')) return 'positive';
  if (lower.includes('negative')) return 'negative';
  return 'neutral';
};

/** Duration in whole minutes and seconds from the floor of duration_ms (SPEC §2 Summary). */
export const formatCallDuration = (durationMs: number | null | undefined): string => {
  const totalSeconds = Math.floor(Math.max(0, durationMs ?? 0) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}m ${seconds}s`;
};

/** Message times like 3:05 PM (SPEC §2). */
export const formatMessageTime = (epochMs: number, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  }).format(epochMs);

/** Direction as the Summary tab shows it. */
export const formatDirection = (direction: string | null | undefined): string =>
  direction === 'outbound' ? 'Outbound' : direction === 'inbound' ? 'Inbound' : '—';

// The provider's product ids in a call's cost breakdown, by the names their makers use.
const costProductNames: Record<string, string> = {
  elevenlabs_tts: 'ElevenLabs TTS',
  openai_tts: 'OpenAI TTS',
  deepgram_tts: 'Deepgram TTS',
  cartesia_tts: 'Cartesia TTS',
  playht_tts: 'PlayHT TTS',
  azure_tts: 'Azure TTS',
  minimax_tts: 'MiniMax TTS',
  gpt_4o: 'GPT-4o',
  gpt_4o_mini: 'GPT-4o mini',
  gpt_4_1: 'GPT-4.1',
  gpt_4_1_mini: 'GPT-4.1 mini',
  gpt_4_1_nano: 'GPT-4.1 nano',
  gpt_5: 'GPT-5',
  gpt_5_mini: 'GPT-5 mini',
  gpt_5_nano: 'GPT-5 nano',
  claude_3_5_haiku: 'Claude 3.5 Haiku',
  claude_3_7_sonnet: 'Claude 3.7 Sonnet',
  claude_3_haiku: 'Claude 3 Haiku',
  claude_4_sonnet: 'Claude 4 Sonnet',
  gemini_2_0_flash: 'Gemini 2.0 Flash',
  gemini_2_0_flash_lite: 'Gemini 2.0 Flash Lite',
  gemini_2_5_flash: 'Gemini 2.5 Flash',
  twilio_telephony: 'Twilio telephony',
  telnyx_telephony: 'Telnyx telephony',
  retell_telephony: 'Retell telephony',
  retell_platform: 'Retell platform',
};

// How the words of an unknown id are written: makers by their own spelling, acronyms in capitals.
const productWords: Record<string, string> = {
  elevenlabs: 'ElevenLabs',
  openai: 'OpenAI',
  deepgram: 'Deepgram',
  cartesia: 'Cartesia',
  playht: 'PlayHT',
  azure: 'Azure',
  minimax: 'MiniMax',
  anthropic: 'Anthropic',
  claude: 'Claude',
  google: 'Google',
  gemini: 'Gemini',
  twilio: 'Twilio',
  telnyx: 'Telnyx',
  vonage: 'Vonage',
  retell: 'Retell',
  gpt: 'GPT',
  tts: 'TTS',
  stt: 'STT',
  asr: 'ASR',
  llm: 'LLM',
  sip: 'SIP',
  pstn: 'PSTN',
  api: 'API',
  kb: 'knowledge base',
};

/**
 * A cost line's product as a person reads it: 'elevenlabs_tts' → 'ElevenLabs TTS'. Ids not known
 * here are humanized ('acme_voice_stt' → 'Acme voice STT', 'gpt_4_2' → 'GPT 4.2').
 */
export const costProductName = (product: string): string => {
  const id = product.trim().toLowerCase();
  const known = costProductNames[id];
  if (known !== undefined) return known;
  const words = id.split(/[\s_-]+/).filter((word) => word !== '');
  if (words.length === 0) return product;
  const parts: string[] = [];
  for (const word of words) {
    const last = parts.length - 1;
    // Version numbers keep their dots: 4_1 → 4.1.
    if (/^\d+$/.test(word) && last >= 0 && /\d$/.test(parts[last]!)) parts[last] = `${parts[last]}.${word}`;
    else parts.push(productWords[word] ?? word);
  }
  const [first = '', ...rest] = parts;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
};
