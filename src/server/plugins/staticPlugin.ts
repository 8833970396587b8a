import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the Vite build (`dist/`) at `/`, index.html for `/`; the app routes by hash, so no SPA fallback. */
export async function staticPlugin(app: FastifyInstance, options: { root: string }): Promise<void> {
  await app.register(fastifyStatic, { root: options.root, index: 'index.html', wildcard: true });
}
