import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { ServerConfig } from '../config/ServerConfig';
import { tileImageSources } from './tileImageSources';

/**
 * @fastify/helmet options for every answer (page, assets, API, 404): a Content-Security-Policy the built
 * app runs under, no framing, no MIME sniffing, origin-only referrers across sites. HSTS and
 * upgrade-insecure-requests only when CAMPO_PUBLIC_URL is https (see src/server/CONFIG.md, "Security
 * headers").
 *
 * @example await app.register(helmet, securityHeaders(config));
 */
export function securityHeaders(
  config: Pick<ServerConfig, 'mapTileUrl' | 'publicUrl'>,
): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // Vite emits module scripts only, no inline one. 'unsafe-eval' because Ajv compiles the JSON
        // Schemas of entity forms and workflow steps (metadata, known at run time) into functions in
        // the browser; precompiled (standalone) validators would let it go.
        'script-src': ["'self'", "'unsafe-eval'"],
        'script-src-attr': ["'none'"],
        // MUI (emotion) and Leaflet insert <style> elements and style attributes at run time, with no
        // nonce: without 'unsafe-inline' the app has no styles. Inline CSS cannot run script.
        'style-src': ["'self'", "'unsafe-inline'"],
        // data: (MUI and Leaflet icons), blob: (photo and file previews), and the map tile host.
        'img-src': ["'self'", 'data:', 'blob:', ...tileImageSources(config.mapTileUrl)],
        'font-src': ["'self'", 'data:'],
        // Every call is /api/command on this origin; no websocket is opened.
        'connect-src': ["'self'"],
        // The public file page previews a PDF from a blob: URL in an iframe; Chromium's PDF viewer is a
        // plugin checked against object-src in that blob document, which inherits this policy.
        'frame-src': ["'self'", 'blob:'],
        'object-src': ['blob:'],
        'worker-src': ["'self'", 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        // No page of ours is meant to be embedded elsewhere (clickjacking of login and approvals).
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    // The OpenStreetMap tile policy wants a Referer from web pages: the origin only, never the #/ path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS over plain http is ignored by browsers, and on localhost it would pin https for every port
    // of the host once seen over https; behind a TLS proxy the public URL says https and it is sent.
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  };
}
