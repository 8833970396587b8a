import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const RENDERERS = resolve('src/renderers');
const SCREENS = join(RENDERERS, 'screens');

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every relative import of the file, as the path it points to under src/renderers/screens ('' if outside). */
function screenImports(file: string): Array<{ spec: string; target: string }> {
  const specs = [
    ...readFileSync(file, 'utf8').matchAll(/(?:from|import\(|vi\.mock\()\s*'(\.{1,2}\/[^']+)'/g),
  ];
  return specs.map(([, spec]) => {
    const target = relative(SCREENS, resolve(dirname(file), spec!));
    return { spec: spec!, target: target.startsWith('..') ? '' : target };
  });
}

// Screens are listed by the registry and nothing else leans on them: a piece two screens need lives in
// components/, so moving or dropping a screen never breaks another.
describe('the screen boundary (issue 12)', () => {
  it('no screen imports from another screen’s folder', () => {
    const crossings = sourceFiles(SCREENS).flatMap((file) => {
      const own = relative(SCREENS, file).split(sep)[0];
      return screenImports(file)
        .filter(({ target }) => target.includes(sep) && target.split(sep)[0] !== own)
        .map(({ spec }) => `${relative(RENDERERS, file)} -> ${spec}`);
    });
    expect(crossings).toEqual([]);
  });

  it('components, fields, forms, layouts, hooks and app import nothing from screens but the screen contract', () => {
    const outside = ['components', 'fields', 'forms', 'layouts', 'hooks', 'app'].flatMap((d) =>
      sourceFiles(join(RENDERERS, d)),
    );
    const leaning = outside.flatMap((file) =>
      screenImports(file)
        .filter(({ target }) => target !== '' && target !== 'ScreenProps')
        .map(({ spec }) => `${relative(RENDERERS, file)} -> ${spec}`),
    );
    expect(leaning).toEqual([]);
  });
});
