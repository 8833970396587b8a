import { describe, expect, it } from 'vitest';
import { distanceMeters } from './distanceMeters';

describe('distanceMeters', () => {
  it('measures great-circle distances in meters', () => {
    const recife = { lat: -8.06, lng: -34.88 };
    expect(distanceMeters(recife, recife)).toBe(0);
    expect(distanceMeters(recife, { lat: -8.07, lng: -34.88 })).toBeCloseTo(1112, 0);
    // One degree of longitude shrinks with the latitude: about 110.1 km at 8° south.
    expect(distanceMeters(recife, { lat: -8.06, lng: -33.88 }) / 1000).toBeCloseTo(110.1, 0);
    // São Paulo (Sé) to Rio de Janeiro (Candelária), about 361 km.
    const km = distanceMeters({ lat: -23.5503, lng: -46.6339 }, { lat: -22.9009, lng: -43.1772 }) / 1000;
    expect(km).toBeGreaterThan(355);
    expect(km).toBeLessThan(365);
  });
});
