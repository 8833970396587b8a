import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MetadataError } from '../../src/runtime/metadata/MetadataError';
import { validateMetadataFiles } from '../../src/runtime/metadata/validateMetadataFiles';
import { readMetadataFiles } from '../../src/server/metadata/readMetadataFiles';

const root = process.cwd();

function copyProjectMetadata(): string {
  const dir = mkdtempSync(join(tmpdir(), 'campo-meta-'));
  cpSync(join(root, 'metadata'), join(dir, 'metadata'), { recursive: true });
  cpSync(join(root, 'schemas'), join(dir, 'schemas'), { recursive: true });
  return dir;
}

describe('metadata on disk', () => {
  it('every file in metadata/ satisfies its schema in schemas/', () => {
    const files = readMetadataFiles(root);
    expect(Object.keys(files).filter((f) => f.startsWith('metadata/')).length).toBeGreaterThan(5);
    expect(() => validateMetadataFiles(files)).not.toThrow();
  });

  it('a metadata file with no schema is refused by name', () => {
    const dir = copyProjectMetadata();
    writeFileSync(join(dir, 'metadata/unknown-thing.json'), '{}');
    expect(() => validateMetadataFiles(readMetadataFiles(dir))).toThrow(
      /metadata\/unknown-thing\.json at \/: no schema campo:metadata\/unknown-thing/,
    );
  });

  it('a file that is not JSON is refused by name', () => {
    const dir = copyProjectMetadata();
    writeFileSync(join(dir, 'metadata/commands.json'), '{ "Login": ');
    expect(() => readMetadataFiles(dir)).toThrow(MetadataError);
    expect(() => readMetadataFiles(dir)).toThrow(/metadata\/commands\.json/);
  });

  it('a wrong value is reported with its JSON path and reason', () => {
    const dir = copyProjectMetadata();
    const path = join(dir, 'metadata/commands.json');
    const commands = JSON.parse(readFileSync(path, 'utf8'));
    commands.Login.access = 'everyone';
    writeFileSync(path, JSON.stringify(commands));
    try {
      validateMetadataFiles(readMetadataFiles(dir));
      expect.unreachable();
    } catch (error) {
      expect((error as MetadataError).problems).toContainEqual(
        expect.objectContaining({ file: 'metadata/commands.json', path: '/Login/access' }),
      );
    }
  });

  it('the build step refuses broken metadata', () => {
    const dir = copyProjectMetadata();
    writeFileSync(join(dir, 'metadata/roles.json'), JSON.stringify({ companyWideGroups: [{ id: 7 }] }));
    const run = (projectRoot: string) =>
      execFileSync(
        join(root, 'node_modules/.bin/tsx'),
        [join(root, 'scripts/validate-metadata.ts'), projectRoot],
        {
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
    expect(run(root)).toMatch(/metadata: \d+ files valid/);
    expect(() => run(dir)).toThrow(/metadata\/roles\.json at \/companyWideGroups\/0/);
  });
});
