import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
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
