import { describe, expect, it } from 'vitest';
import { formatFileSize, formatKilobytes } from './format-kilobytes.ts';

describe('file sizes', () => {
  it('writes KB with two decimals for file lines', () => {
    expect(formatKilobytes(2048)).toBe('2.00 KB');
  });
  it('writes bytes, KB or MB as people read them', () => {
    expect(formatFileSize(5)).toBe('5 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(6000)).toBe('5.9 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
