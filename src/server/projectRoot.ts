import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/**
 * The project's folder (the nearest one above this module with a package.json), where metadata/,
 * schemas/ and dist/ are read: the same under tsx (src/server/) and from the bundle (dist/server/main.js).
 *
 * @example loadServerMetadata(PROJECT_ROOT)
 */
export const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
