import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [3.25 * 1024 * 1024 * 1024, '3,3 GB'],
  ])('%d bytes → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});
