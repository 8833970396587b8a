import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CommandMeta } from './AppMetadata';
import { bundledAppFiles } from './bundledAppFiles';
import { bundledCommandTimeouts } from './bundledCommandTimeouts';
import { commandTimeouts } from './commandTimeouts';

const commands = JSON.parse(readFileSync('metadata/commands.json', 'utf8')) as Record<string, CommandMeta>;

describe('the commands the browser gets', () => {
  it('keeps the timeout of each command that declares one, and only those commands', () => {
    expect(
      commandTimeouts({
        Login: { access: 'public' },
        ConsultarColaboradoresFlow: { access: 'user', timeoutMs: 900000 },
      }),
    ).toEqual({ ConsultarColaboradoresFlow: 900000 });
  });

  it('bundles every timeout metadata/commands.json declares (the employee list waits 15 minutes)', () => {
    expect(bundledCommandTimeouts()).toEqual(commandTimeouts(commands));
    expect(bundledCommandTimeouts().ConsultarColaboradoresFlow).toBe(900000);
  });

  it('leaves the access table out of the browser bundle', () => {
    expect(Object.keys(bundledAppFiles())).not.toContain('metadata/commands.json');
    expect(Object.keys(bundledAppFiles())).toContain('metadata/routes.json');
  });
});
