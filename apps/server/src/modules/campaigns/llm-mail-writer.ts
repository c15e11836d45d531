import type { MailWriter } from './campaign-content.ts';

/**
 * Campaign text from an OpenAI-compatible chat-completions endpoint (LLM_BASE_URL). The key is
 * sent only as the Authorization header and never logged; a slow or odd answer throws, and the
 * caller falls back to the deterministic template.
 */
export const createLlmMailWriter =
  (options: { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number }): MailWriter =>
  async ({ system, user }) => {
    const response = await fetch(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
      body: JSON.stringify({
        model: options.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_object' },
        temperature: 0.4,
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    if (!response.ok) throw new Error(`language model answered ${response.status}`);
    const payload = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const content = JSON.parse(payload.choices?.[0]?.message?.content ?? '{}') as { subject?: unknown; body?: unknown };
    if (typeof content.subject !== 'string' || typeof content.body !== 'string') throw new Error('language model answer has no subject and body');
    return { subject: content.subject.slice(0, 500), text: content.body.slice(0, 20_000) };
  };
