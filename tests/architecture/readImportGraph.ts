import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

/** One source file of the tree: its path from the root (with `/`), its lines and the files it imports. */
export interface SourceFile {
  path: string;
  lines: number;
  imports: string[];
}

const SOURCE = /\.(ts|tsx)$/;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
}

function resolveImport(root: string, fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined; // packages are outside the graph
  const base = join(dirname(join(root, fromFile)), specifier);
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return relative(root, candidate).split(sep).join('/');
    }
  }
  return undefined;
}

/**
 * Reads every .ts/.tsx file under `folders` of `root` with the relative imports it makes (static, type-only,
 * re-exports and dynamic `import()`), as TypeScript's own pre-processor sees them.
 *
 * @example readImportGraph(process.cwd(), ['src']).find((f) => f.path === 'src/main.tsx')?.imports
 */
export function readImportGraph(root: string, folders: string[]): SourceFile[] {
  const files: string[] = [];
  for (const folder of folders) if (existsSync(join(root, folder))) walk(join(root, folder), files);
  return files.map((full) => {
    const text = readFileSync(full, 'utf8');
    const path = relative(root, full).split(sep).join('/');
    const info = ts.preProcessFile(text, true, true);
    const imports = new Set<string>();
    for (const ref of info.importedFiles) {
      const target = resolveImport(root, path, ref.fileName);
      if (target) imports.add(target);
    }
    return { path, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0), imports: [...imports] };
  });
}
