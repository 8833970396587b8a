import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { SHELL_CATALOGUE } from './src/runtime/i18n/SHELL_CATALOGUE';
import { pickKeys } from './src/runtime/i18n/pickKeys';

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

export default defineConfig({
  plugins: [react(), shellCatalogue()],
  base: '/',
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Every browser Campo supports preloads modules natively: no polyfill on the login page.
    modulePreload: { polyfill: false },
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
          include: [
            'src/server/**/*.test.ts',
            'src/runtime/**/*.test.ts',
            'src/adapters/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/memoryAdapter.ts'],
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
