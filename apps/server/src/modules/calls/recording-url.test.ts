import { describe, expect, it } from 'vitest';
import { localRecordingFile } from './recording-url.ts';

// #28 item 8: the file pattern itself refuses `..` and every other name that is not a plain file
// of the recordings folder; @fastify/send is not relied on for it.

describe('localRecordingFile', () => {
  it('accepts plain file names', () => {
    for (const name of ['zara-screening.ogg', 'a', 'call_1.2.ogg', 'LOAN-documents.v2.ogg']) {
      expect(localRecordingFile(`recording:${name}`)).toBe(name);
    }
  });

  it('refuses dot segments, hidden files, paths and anything else', () => {
    for (const name of ['..', '.', '...', '..ogg', 'x..ogg', '.env', 'x.', '../x.ogg', 'a/b.ogg', 'a\\b', '', ' x']) {
      expect(localRecordingFile(`recording:${name}`), name).toBeNull();
    }
  });
});
