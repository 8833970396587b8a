import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { SHELL_CATALOGUE } from './src/runtime/i18n/SHELL_CATALOGUE';
import { pickKeys } from './src/runtime/i18n/pickKeys';
import type { CommandMeta } from './src/runtime/metadata/AppMetadata';
import { commandTimeouts } from './src/runtime/metadata/commandTimeouts';

/**
 * `metadata/i18n/<locale>.json?shell`: the catalogue cut to the keys the login page and the shell
 * show (SHELL_CATALOGUE), so the login page does not download the whole language (loadBundledCatalogue).
 */
function shellCatalogue(): Plugin {
  return {
    name: 'campo-shell-catalogue',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (query !== 'shell' || !file?.endsWith('.json') || !file.includes('/metadata/i18n/')) return null;
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const shell = JSON.stringify(pickKeys(catalogue, SHELL_CATALOGUE.keys));
      return `export default JSON.parse(${JSON.stringify(shell)});`;
    },
  };
}

/**
 * `metadata/commands.json?timeouts`: the commands' own timeouts only (commandTimeouts), what the browser
 * needs of that file; the access table stays on the server (bundledCommandTimeouts).
 */
function commandTimeoutsOnly(): Plugin {
  return {
    name: 'campo-command-timeouts',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (query !== 'timeouts' || !file?.endsWith('/metadata/commands.json')) return null;
      this.addWatchFile(file);
      const commands = JSON.parse(readFileSync(file, 'utf8')) as Record<string, CommandMeta>;
      return `export default ${JSON.stringify(commandTimeouts(commands))};`;
    },
  };
}

/**
 * The lazy chunks whose imports the entry and the `login` chunk (which holds the routes' lazy imports)
 * list for preloading (Vite's modulePreload), so the browser
 * fetches the chunk and its imports in one round: the shell's layouts and pieces, the pages a session
 * opens first (sign-in, the landing and the task list) and what a field user opens from the list (task
 * view, form fill). Every other screen (editors, admin, settings, entity pages) fetches its imports when
 * its chunk arrives, one round trip more on its first open, instead of every page downloading the file
 * lists of all screens (about 5 KB gzip on the login page, issue 13's budget; bench/LOGIN_JS_BUDGET.ts).
 * Chunks imported by other chunks (editor tabs, maps) keep their lists: they cost the login page nothing.
 */
const PRELOADED_FROM_ENTRY =
  /^assets\/(bare|OfflineDialogView|NotificationsView|recovery|forgot-password|invite-accept|landing|task-view|task-in-progress|form-fill|page-not-found|connection-error|signed-in)-[\w-]+\.js$/;

function preloadedDependencies(
  filename: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  if (context.hostType === 'html' || !/^assets\/(index|login)-[\w-]+\.js$/.test(context.hostId)) return deps;
  return PRELOADED_FROM_ENTRY.test(filename) ? deps : [];
}

/**
 * The login page's code in one chunk, `login`: everything the entry, the auth layout and the login screen
 * import statically (React, the router, i18next, the MUI pieces of the form), instead of some thirty
 * small shared chunks. A phone's HTTP/1.1 connection fetches six files at a time, one round trip each,
 * and the form waited on those queues: Lighthouse mobile went from 84-85 to 93-96 on the login page and
 * from 75-83 to 85-93 on the task list when the login page's 30 files became 4 (issue 13;
 * bench/LOGIN_JS_BUDGET.ts holds the count). Every other page uses that code too, so it costs them
 * nothing extra.
 *
 * The code the signed-in frame and the task list need beyond what the sign-in pages have, in two chunks
 * instead of some sixty small shared ones: on a phone's connection each file costs a round trip, and the
 * task list's first rows waited on that queue (issue 13). `signed-in`: what the main layout and the task
 * list reach (static imports; lazy pieces keep their chunks) and no sign-in page does; `signed-in-shared`:
 * what they share with the other sign-in pages (recovery, invitation, the shell's pieces) but not with the
 * login page. The login page never loads either, and the start page's prefetch is in the `login` chunk,
 * so it is not held back by them. Each set is closed under imports minus closed sets, so `signed-in`
 * imports `signed-in-shared` and neither is imported back. Other signed-in screens load them with the main
 * layout they all use.
 */
const SIGNED_IN_ROOTS = ['/src/renderers/layouts/main/index.ts', '/src/renderers/screens/task-list/index.ts'];
const LOGIN_ROOTS = [
  '/src/main.tsx',
  '/src/renderers/layouts/auth/index.ts',
  '/src/renderers/screens/login/index.ts',
  '/src/runtime/startup/prefetchStartPage.ts',
];
const SIGNED_OUT_ROOTS = [
  ...LOGIN_ROOTS,
  '/src/renderers/layouts/bare/index.ts',
  '/src/renderers/screens/recovery/index.ts',
  '/src/renderers/screens/forgot-password/index.ts',
  '/src/renderers/screens/invite-accept/index.ts',
  '/src/renderers/screens/page-not-found/index.ts',
  '/src/renderers/screens/connection-error/index.ts',
  '/src/renderers/components/OfflineDialogView.tsx',
  '/src/renderers/components/NotificationsView.tsx',
];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

function staticClosure(graph: ModuleGraph, root: string, paths: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = paths.map((path) => root + path);
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function signedInChunks(root: string) {
  let chunkOf: Map<string, string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!chunkOf) {
      const login = staticClosure(graph, root, LOGIN_ROOTS);
      const signedOut = staticClosure(graph, root, SIGNED_OUT_ROOTS);
      chunkOf = new Map();
      // The entry module stays the entry chunk (index.html's script); the rest of its closure joins `login`.
      for (const module of login) if (module !== root + '/src/main.tsx') chunkOf.set(module, 'login');
      for (const module of staticClosure(graph, root, SIGNED_IN_ROOTS))
        if (!signedOut.has(module)) chunkOf.set(module, 'signed-in');
        else if (!login.has(module)) chunkOf.set(module, 'signed-in-shared');
    }
    return chunkOf.get(id) ?? null;
  };
}

const NO_VARS_STUB = '\0campo-no-css-variables-theme';

/**
 * MUI's createTheme imports its CSS-variables variant (createThemeWithVars, ~4 KiB gzip with its helpers)
 * for `cssVariables: true`, which Campo never asks for; every MUI component reaches createTheme through
 * its default theme, so that variant rode on the login page (issue 13: under 200 KB of JS). The build
 * swaps it, for createTheme only, for a stub that says so if a theme ever asks for CSS variables.
 */
function noCssVariablesTheme(): Plugin {
  return {
    name: 'campo-no-css-variables-theme',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/');
      if (source === './createThemeWithVars.mjs' && from?.endsWith('@mui/material/styles/createTheme.mjs'))
        return NO_VARS_STUB;
      return null;
    },
    load(id) {
      if (id !== NO_VARS_STUB) return null;
      return `export default function createThemeWithVars() { throw new Error('Campo builds MUI themes without CSS variables (vite.config.ts, noCssVariablesTheme)'); }`;
    },
  };
}

export default defineConfig({
  plugins: [react(), shellCatalogue(), commandTimeoutsOnly(), noCssVariablesTheme()],
  base: '/',
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Every browser Campo supports preloads modules natively: no polyfill on the login page.
    modulePreload: { polyfill: false, resolveDependencies: preloadedDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: signedInChunks(import.meta.dirname),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30000,
    hookTimeout: 60000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Server and runtime suites share no module state worth isolating (each builds its own app and
          // database): one module graph per worker instead of one per file cut the import time ~10x.
          isolate: false,
          include: [
            'src/server/**/*.test.ts',
            'src/runtime/**/*.test.ts',
            'src/adapters/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/memoryAdapter.ts'],
          globalSetup: ['tests/setup/pgliteSnapshot.global.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            'src/renderers/**/*.test.tsx',
            'src/runtime/**/*.test.tsx',
            'tests/conformance/**/*.test.tsx',
          ],
          setupFiles: ['tests/setup/dom.ts', 'tests/setup/memoryAdapter.ts'],
        },
      },
    ],
  },
});
