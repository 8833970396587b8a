import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { MetadataError } from '../../runtime/metadata/MetadataError';
import type { FileMap } from '../../runtime/metadata/validateMetadataFiles';

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (name.endsWith('.json')) out.push(full);
  }
}

/**
 * Reads every `metadata/**.json` and `schemas/**.json` under the project root into a FileMap keyed by the
 * posix path from the root (the input of validateMetadataFiles). Used by the server at start and by the
 * Vite config at build time. A file that is not valid JSON throws a MetadataError naming it.
 *
 * @example validateMetadataFiles(readMetadataFiles(process.cwd()));
 */
export function readMetadataFiles(root: string): FileMap {
  const files: string[] = [];
  for (const folder of ['metadata', 'schemas']) walk(join(root, folder), files);
  const map: FileMap = {};
  for (const file of files.sort()) {
    const key = relative(root, file).split(sep).join('/');
    try {
      map[key] = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new MetadataError([
        { file: key, path: '', reason: `not valid JSON: ${(error as Error).message}` },
      ]);
    }
  }
  return map;
}
