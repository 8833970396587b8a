import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the runtime boundary (STYLE.md: src/runtime is headless)', () => {
  it('refuses MUI, React DOM and renderer imports in src/runtime', async () => {
    const code = [
      "import Button from '@mui/material/Button';",
      "import { createRoot } from 'react-dom/client';",
      "import { x } from '../renderers/registry';",
      'export const y = [Button, createRoot, x];',
    ].join('\n');
    const ids = await ruleIds(code, 'src/runtime/example/bad.ts');
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(3);
  });

  it('refuses adapter imports in src/runtime, tests included', async () => {
    const code = [
      "import { createMemoryAdapter } from '../../adapters/memory/createMemoryAdapter';",
      'export const y = createMemoryAdapter;',
    ].join('\n');
    const ids = await ruleIds(code, 'src/runtime/example/bad.test.ts');
    expect(ids).toContain('no-restricted-imports');
  });

  it('refuses JSX in src/runtime', async () => {
    const ids = await ruleIds('export const el = <div />;\n', 'src/runtime/example/bad.tsx');
    expect(ids).toContain('no-restricted-syntax');
  });

  it('allows the same imports in src/renderers', async () => {
    const code = "import Button from '@mui/material/Button';\nexport const y = Button;\n";
    expect(await ruleIds(code, 'src/renderers/example/ok.tsx')).toEqual([]);
  });
});
