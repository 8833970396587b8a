import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/protocol/envelope';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';

const MB = 1024 * 1024;

describe.each(testBackends().filter((b) => b.name === 'pglite'))('body limits by command', (backend) => {
  let t: TestApp;
  let owner: string;
  const post = async (payload: string, url = '/api/command') =>
    (
      await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      })
    ).json<Envelope>();
  // About 2.6 KB per client once url-encoded: five long attribute values each.
  const clients = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      name: `Importado ${i}`,
      extraAttributes: Array.from({ length: 5 }, (_, j) => ({ attribute: `a${j}`, value: 'x'.repeat(480) })),
    }));

  beforeAll(async () => {
    t = await startTestApp(backend, { config: { bodyLimitBytes: MB, bulkBodyLimitBytes: 32 * MB } });
    owner = await t.login('dono@demo.campo');
  });
  afterAll(() => t?.close());

  it('accepts a 5 MB SaveEntities body', async () => {
    const body = new URLSearchParams({
      COMMAND: 'SaveEntities',
      AUTH_TOKEN: owner,
      'CMD.ENTITY': 'client',
      'CMD.ROWS': JSON.stringify(clients(2100)),
    }).toString();
    expect(body.length).toBeGreaterThan(5 * MB);
    const answer = await post(body);
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    expect(answer.ROOT.COUNT).toBe(2100);
  });

  it('refuses a 5 MB body for any other command with REQUEST_TOO_LARGE', async () => {
    const big = JSON.stringify({ name: 'Grande', notes: 'x'.repeat(5 * MB) });
    const answer = await post(
      new URLSearchParams({
        COMMAND: 'SaveEntity',
        AUTH_TOKEN: owner,
        'CMD.ENTITY': 'client',
        'CMD.DATA': big,
      }).toString(),
    );
    expect(answer.ROOT).toMatchObject({ RESULT: '0', ERROR_CODE: 'REQUEST_TOO_LARGE' });
    // Named as bulk first but another command last (the last repeated field wins): still refused.
    const smuggled = await post(
      `COMMAND=SaveEntities&CMD.DATA=${'x'.repeat(2 * MB)}&AUTH_TOKEN=${owner}&CMD.ENTITY=client&COMMAND=SaveEntity`,
    );
    expect(smuggled.ROOT.ERROR_CODE).toBe('REQUEST_TOO_LARGE');
    // The command in the query string decides too.
    const viaQuery = await post(`CMD.DATA=${'x'.repeat(2 * MB)}`, '/api/command?COMMAND=SaveEntity');
    expect(viaQuery.ROOT.ERROR_CODE).toBe('REQUEST_TOO_LARGE');
  });

  it('keeps small bodies of every command working', async () => {
    const answer = await post(
      new URLSearchParams({ COMMAND: 'ListEntities', AUTH_TOKEN: owner, 'CMD.ENTITY': 'unit' }).toString(),
    );
    expect(answer.ROOT.RESULT).toBe('1');
  });
});
