import { createModelJsonAsker, type LanguageModelSettings } from '../../lib/language-model.ts';
import type { MailWriter } from './campaign-content.ts';

/**
 * Campaign text from the language model (LLM_BASE_URL): a subject and a body, or a throw, and the
 * caller falls back to the deterministic template.
 */
export const createLlmMailWriter = (settings: LanguageModelSettings): MailWriter => {
  const ask = createModelJsonAsker(settings);
  return async (prompt) => {
    const content = (await ask(prompt)) as { subject?: unknown; body?: unknown } | null;
    if (typeof content?.subject !== 'string' || typeof content.body !== 'string')
      throw new Error('language model answer has no subject and body');
    return { subject: content.subject.slice(0, 500), text: content.body.slice(0, 20_000) };
  };
};
