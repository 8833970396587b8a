import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPlannedRoute } from '../../src/runtime/navigation/isPlannedRoute';
import { loadTestMetadata } from '../../src/runtime/testing/loadTestMetadata';

/** The paths written in backticks in the README's "Not built yet" section. */
function readmeNotBuilt(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const section = /^## Not built yet\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const bullets = section.split('\n').filter((line) => /^(- | {2})/.test(line));
  return bullets.flatMap((line) => [...line.matchAll(/`(\/[^`]*)`/g)].map((m) => m[1] ?? ''));
}

describe('README "Not built yet"', () => {
  it('lists exactly the planned routes, as merged with the entities', () => {
    const planned = loadTestMetadata()
      .routes.filter(isPlannedRoute)
      .map((r) => r.path);
    expect(readmeNotBuilt().sort()).toEqual([...planned].sort());
  });
});
