/** Where the optional language model is (LLM_BASE_URL, an OpenAI-compatible API) and how long to wait for it. */
export type LanguageModelSettings = { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number };

export type ModelPrompt = { system: string; user: string };

/** Asks the model for a JSON object; answers it unchecked (each caller checks the shape it asked for). */
export type AskModelForJson = (prompt: ModelPrompt) => Promise<unknown>;

/**
 * The one piece of code that calls the model: the chat-completions endpoint in JSON mode. The key
 * is sent only as the Authorization header and never logged; an error status, a slow answer or
 * content that is not JSON throws, and every caller then falls back to its deterministic path.
 */
export const createModelJsonAsker =
  (settings: LanguageModelSettings): AskModelForJson =>
  async ({ system, user }) => {
    const response = await fetch(`${settings.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_object' },
        temperature: 0.4,
      }),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 20_000),
    });
    if (!response.ok) throw new Error(`language model answered ${response.status}`);
    const payload = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    // Some compatible servers ignore JSON mode and fence the object as Markdown: the fence is dropped.
    const content = (payload.choices?.[0]?.message?.content ?? '{}')
      .trim()
      .replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
    return JSON.parse(content) as unknown;
  };
