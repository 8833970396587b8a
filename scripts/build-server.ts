/**
 * Bundles the server (`src/server/main.ts` and everything it imports from src/, JSON schemas included) into
 * `dist/server/main.js`, run by `npm run build` after `vite build` (which empties dist/). Packages of
 * node_modules stay imports, resolved at run time. `npm start` then runs plain `node dist/server/main.js`:
 * no TypeScript loader in production. The bundle finds metadata/, schemas/ and dist/ from the project
 * folder (src/server/projectRoot.ts), and staticPlugin never serves dist/server/.
 */
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server bundled into dist/server/main.js');
