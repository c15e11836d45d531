type ReadResult = { ok: true; calls: unknown[] } | { ok: false; message: string };

/** Reads an import file: it must be JSON holding an array of call objects. */
export const readCallsFile = async (file: Blob): Promise<ReadResult> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    return { ok: false, message: 'This file is not valid JSON.' };
  }
  if (!Array.isArray(parsed)) return { ok: false, message: 'The file must hold an array of call objects.' };
  if (parsed.length === 0) return { ok: false, message: 'The file holds no calls.' };
  return { ok: true, calls: parsed };
};
