import { describe, expect, it } from 'vitest';
import { tileImageSources } from './tileImageSources';

describe('tileImageSources', () => {
  it('gives the scheme and host of a tile template, {s} widened to a wildcard', () => {
    expect(tileImageSources('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'https://tile.openstreetmap.org',
    ]);
    expect(tileImageSources('https://{s}.tile.example.org:8443/{z}/{x}/{y}.png')).toEqual([
      'https://*.tile.example.org:8443',
    ]);
  });

  it('needs nothing for a same-origin or unusable template', () => {
    expect(tileImageSources('/tiles/{z}/{x}/{y}.png')).toEqual([]);
    expect(tileImageSources("https://a'b/{z}")).toEqual([]);
  });
});
