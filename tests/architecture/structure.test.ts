import { describe, expect, it } from 'vitest';
import type { SourceFile } from './readImportGraph';
import { readImportGraph } from './readImportGraph';
import { MAX_SOURCE_LINES, structureProblems } from './structureProblems';

const file = (path: string, imports: string[] = [], lines = 10): SourceFile => ({ path, imports, lines });

describe('the house rules (docs/architecture.md)', () => {
  it('hold for the whole tree: no circle, no import across layers, no source file too long', () => {
    const files = readImportGraph(process.cwd(), ['src', 'tests', 'bench', 'scripts']);
    expect(files.length).toBeGreaterThan(500);
    expect(structureProblems(files)).toEqual([]);
  });

  it('find an import circle, however long, and a file importing itself', () => {
    const problems = structureProblems([
      file('src/renderers/a.ts', ['src/renderers/b.ts']),
      file('src/renderers/b.ts', ['src/renderers/c.ts']),
      file('src/renderers/c.ts', ['src/renderers/a.ts']),
      file('src/renderers/d.ts', ['src/renderers/d.ts']),
      file('src/renderers/e.ts', ['src/renderers/a.ts']),
    ]);
    expect(problems).toEqual([
      'import circle: src/renderers/a.ts -> src/renderers/b.ts -> src/renderers/c.ts',
      'import circle: src/renderers/d.ts',
    ]);
  });

  it('refuse the runtime importing the adapters or the renderers, tests included', () => {
    const problems = structureProblems([
      file('src/runtime/session/fake.test.ts', ['src/adapters/memory/createMemoryAdapter.ts']),
      file('src/runtime/x.ts', ['src/renderers/registry/defaultScreens.ts']),
      file('src/adapters/memory/createMemoryAdapter.ts'),
      file('src/renderers/registry/defaultScreens.ts'),
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('src/runtime must not import');
  });

  it("refuse a screen borrowing another screen's folder, and components importing screens", () => {
    const problems = structureProblems([
      file('src/renderers/screens/task-details/TaskDetailsScreen.tsx', [
        'src/renderers/screens/task-form/TaskSummary.tsx',
        'src/renderers/screens/task-details/Row.tsx',
        'src/renderers/screens/ScreenProps.ts',
        'src/renderers/components/map/PointsMap.tsx',
      ]),
      file('src/renderers/components/map/PointsMap.tsx', ['src/renderers/screens/task-list/x.ts']),
    ]);
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'src/renderers/screens/task-details/TaskDetailsScreen.tsx imports src/renderers/screens/task-form/TaskSummary.tsx',
      'src/renderers/components/map/PointsMap.tsx imports src/renderers/screens/task-list/x.ts',
    ]);
  });

  it('refuse the server importing browser layers and production code importing test harnesses', () => {
    const problems = structureProblems([
      file('src/server/app.ts', ['src/adapters/processEnvelope.ts', 'src/server/testing/testApp.ts']),
      file('src/server/testing/testApp.ts', ['src/server/app.ts']),
      file('src/server/x.test.ts', ['src/server/testing/testApp.ts']),
    ]);
    expect(problems.filter((p) => p.startsWith('src/server/app.ts imports'))).toHaveLength(2);
    expect(problems.some((p) => p.startsWith('src/server/x.test.ts'))).toBe(false);
  });

  it('refuse a source file past the limit, but not a test or a harness', () => {
    const long = MAX_SOURCE_LINES + 1;
    const problems = structureProblems([
      file('src/server/db/Database.ts', [], long),
      file('src/server/db/Database.test.ts', [], long),
      file('src/server/testing/testApp.ts', [], long),
    ]);
    expect(problems).toEqual([
      `src/server/db/Database.ts has ${long} lines (at most 400): split it by concept`,
    ]);
  });
});
