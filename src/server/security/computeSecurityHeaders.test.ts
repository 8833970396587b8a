import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders } from './computeSecurityHeaders';
import { securityHeaders } from './securityHeaders';

describe('computeSecurityHeaders', () => {
  it("gives exactly the headers helmet sends itself, and none of Fastify's own", async () => {
    const options = securityHeaders({ mapTileUrl: '', publicUrl: 'https://campo.example.com' });
    const app = Fastify();
    await app.register(helmet, options);
    app.get('/', (_request, reply) => reply.send('ok'));
    const live = (await app.inject({ method: 'GET', url: '/' })).headers;
    await app.close();

    const headers = await computeSecurityHeaders(options);
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toBe('max-age=15552000');
    for (const [name, value] of Object.entries(headers)) expect(live[name], name).toBe(value);
    const own = ['content-type', 'content-length', 'date', 'connection'];
    const fromHelmet = Object.keys(live).filter((name) => !own.includes(name));
    expect(Object.keys(headers).sort()).toEqual(fromHelmet.sort());
  });
});
