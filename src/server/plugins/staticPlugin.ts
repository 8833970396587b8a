import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite puts a content hash in every name under `assets/`, so a changed file is a new URL. */
const HASHED_ASSETS = 'assets';
const SERVER_BUNDLE = 'server';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE_CACHE = 'no-cache';

/**
 * Serves the Vite build (`dist/`) at `/`, index.html for `/`; the app routes by hash, so no SPA fallback.
 * Hashed assets go out as the `.br`/`.gz` written by `scripts/compress-assets.ts` when the request accepts
 * it (plain file otherwise, `Vary: Accept-Encoding` either way) and are cached for a year; index.html and
 * the other unhashed files are revalidated on every load, so a new deploy is picked up at once.
 */
export async function staticPlugin(app: FastifyInstance, options: { root: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.root,
    // An array: with preCompressed, @fastify/static 10 looks the index up only in an array (a string 404s `/`).
    index: ['index.html'],
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    // dist/server/ holds the server bundle (scripts/build-server.ts), not a page asset.
    allowedPath: (path) => !path.startsWith(`/${SERVER_BUNDLE}/`),
    setHeaders: (reply, path) => {
      const hashed = relative(options.root, path).split(sep)[0] === HASHED_ASSETS;
      reply.header('cache-control', hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
}
