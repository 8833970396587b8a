import type { SourceFile } from './readImportGraph';

/** The longest a source file may grow before it wants splitting by concept (STYLE.md, habit 3). */
export const MAX_SOURCE_LINES = 400;

const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path);
const isHarness = (path: string) => /(^|\/)testing\//.test(path) || path.startsWith('tests/');
const screenFolder = (path: string) => /^src\/renderers\/screens\/([^/]+)\//.exec(path)?.[1];

interface ImportRule {
  why: string;
  applies: (from: string) => boolean;
  refuses: (from: string, to: string) => boolean;
}

/**
 * Which layer may import which (docs/architecture.md). The runtime is headless and shared with the server;
 * the server never reaches the browser layers; a screen never borrows another screen's folder (shared
 * pieces live in src/renderers/components); production code never imports a test harness.
 */
const IMPORT_RULES: ImportRule[] = [
  {
    why: 'src/runtime must not import src/adapters, src/renderers or src/server',
    applies: (from) => from.startsWith('src/runtime/'),
    refuses: (_, to) => /^src\/(adapters|renderers|server)\//.test(to),
  },
  {
    why: 'src/server must not import the browser layers',
    applies: (from) => from.startsWith('src/server/'),
    refuses: (_, to) => /^src\/(adapters|renderers)\//.test(to) || to === 'src/main.tsx',
  },
  {
    why: 'src/adapters must not import src/renderers or src/server',
    applies: (from) => from.startsWith('src/adapters/'),
    refuses: (_, to) => /^src\/(renderers|server)\//.test(to),
  },
  {
    why: "a screen must not import another screen's folder (move the shared piece to src/renderers/components)",
    applies: (from) => screenFolder(from) !== undefined,
    refuses: (from, to) => screenFolder(to) !== undefined && screenFolder(to) !== screenFolder(from),
  },
  {
    why: 'src/renderers/components must not import a screen folder',
    applies: (from) => from.startsWith('src/renderers/components/'),
    refuses: (_, to) => screenFolder(to) !== undefined,
  },
  {
    why: 'production code must not import a test harness (testing/ folders, tests/)',
    applies: (from) => from.startsWith('src/') && !isTest(from) && !isHarness(from),
    refuses: (_, to) => isHarness(to) || isTest(to),
  },
];

function cycles(files: SourceFile[]): string[][] {
  const graph = new Map(files.map((f) => [f.path, f.imports]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  // Tarjan's strongly connected components, iterative so a deep tree cannot overflow the stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: [string, number][] = [[start, 0]];
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const [node, edge] = top;
      if (edge === 0) {
        index.set(node, next);
        low.set(node, next++);
        stack.push(node);
        onStack.add(node);
      }
      const targets = (graph.get(node) ?? []).filter((t) => graph.has(t));
      if (edge < targets.length) {
        top[1] += 1;
        const target = targets[edge]!;
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(node)!));
      if (low.get(node) === index.get(node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        const selfLoop = (graph.get(node) ?? []).includes(node);
        if (component.length > 1 || selfLoop) found.push(component.sort());
      }
    }
  }
  return found;
}

/**
 * Every way the tree breaks the house rules, one line each: import circles, imports across layers that
 * the rules refuse, and source files past {@link MAX_SOURCE_LINES}. An empty list is a healthy tree.
 *
 * @example structureProblems(readImportGraph(process.cwd(), ['src']))
 */
export function structureProblems(files: SourceFile[]): string[] {
  const problems: string[] = [];
  for (const circle of cycles(files)) problems.push(`import circle: ${circle.join(' -> ')}`);
  for (const file of files) {
    for (const rule of IMPORT_RULES) {
      if (!rule.applies(file.path)) continue;
      for (const target of file.imports) {
        if (rule.refuses(file.path, target)) problems.push(`${file.path} imports ${target}: ${rule.why}`);
      }
    }
    const source = file.path.startsWith('src/') && !isTest(file.path) && !isHarness(file.path);
    if (source && file.lines > MAX_SOURCE_LINES) {
      problems.push(
        `${file.path} has ${file.lines} lines (at most ${MAX_SOURCE_LINES}): split it by concept`,
      );
    }
  }
  return problems;
}
