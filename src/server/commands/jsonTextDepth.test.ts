import { describe, expect, it } from 'vitest';
import { jsonTextDepth } from './jsonTextDepth';
import { nulBytePath } from './nulBytePath';

describe('jsonTextDepth', () => {
  it('counts nesting outside strings, escaped quotes included', () => {
    expect(jsonTextDepth('1')).toBe(0);
    expect(jsonTextDepth('{"a":[1,{"b":"[[{"}]}')).toBe(3);
    expect(jsonTextDepth('["\\"[[[", []]')).toBe(2);
  });

  it('stops once past the limit, without walking a huge text', () => {
    expect(jsonTextDepth('['.repeat(1_000_000), 64)).toBe(65);
  });
});

describe('nulBytePath', () => {
  it('finds NUL in a string or a key, at any depth', () => {
    expect(nulBytePath({ A: 'ok', B: { c: ['x', 'y\u0000'] } })).toBe('B.c.1');
    expect(nulBytePath({ A: { 'k\u0000': 1 } })).toBe('A');
    expect(nulBytePath({ A: 'ok', B: [1, null, { c: 'd' }] })).toBeUndefined();
  });
});
