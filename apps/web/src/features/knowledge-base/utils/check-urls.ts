import { addUrlSourcesBodySchema } from '@agentdesk/shared';

export type UrlCheck = { ok: true; urls: string[] } | { ok: false; message: string; value?: string };

/** The addresses typed one per line (blank lines and repeats dropped), checked as the server checks them. */
export const checkUrls = (text: string): UrlCheck => {
  const urls = [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    ),
  ];
  const parsed = addUrlSourcesBodySchema.safeParse({ urls });
  if (parsed.success) return { ok: true, urls: parsed.data.urls };

  const issue = parsed.error.issues[0];
  const index = issue?.path[1];
  return {
    ok: false,
    message: issue?.message ?? 'Please check the addresses',
    value: typeof index === 'number' ? urls[index] : undefined,
  };
};
