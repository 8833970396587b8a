import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../app';
import { loadServerMetadata } from '../metadata/loadServerMetadata';
import { allCommands } from './allCommands';
import { defineCommand } from './CommandDefinition';

describe('command registry', () => {
  const metadata = loadServerMetadata(PROJECT_ROOT);

  it('registers exactly the commands declared in metadata/commands.json, each with its schema file', () => {
    const registry = allCommands();
    expect(registry.problemsAgainst(metadata.commands, metadata.ajv)).toEqual([]);
    expect(registry.names()).toEqual(Object.keys(metadata.commands).sort());
    const schemaFiles = readdirSync(join(PROJECT_ROOT, 'schemas/commands')).map((f) =>
      f.replace('.schema.json', ''),
    );
    expect(schemaFiles.sort()).toEqual(registry.names());
  });

  it('refuses to start when a command is registered but not declared, or declared but not registered', () => {
    const params = { $id: 'campo:commands/Undeclared' };
    const registry = allCommands().register(
      defineCommand({ name: 'Undeclared', params, handler: async () => undefined }),
    );
    expect(() => registry.checkAgainst(metadata.commands, metadata.ajv)).toThrow(
      /Undeclared has no declaration in metadata\/commands.json/,
    );
    expect(() =>
      allCommands().checkAgainst({ ...metadata.commands, Ghost: { access: 'public' } }, metadata.ajv),
    ).toThrow(/declares Ghost, which no module registers/);
  });
});
