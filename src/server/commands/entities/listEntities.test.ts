import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { buildApp, PROJECT_ROOT } from '../../app';
import { entitiesOf } from '../../entities/entitiesOf';
import { loadServerMetadata } from '../../metadata/loadServerMetadata';
import { startTestApp, testBackends } from '../../testing/testApp';
import { TOTAL_CAP } from './listRecords';
import { insertRecords } from '../../entities/writeRecords';

const BROAD = TOTAL_CAP + 60;
// Zero-padded numbers sort the same under any collation.
const broad = Array.from({ length: BROAD }, (_, i) => `Largo ${String(i).padStart(5, '0')}`);

type Root = Envelope['ROOT'];
const names = (root: Root) => (root.ITEMS as Array<{ name: string }>).map((i) => i.name);

async function seeded(backend: Parameters<typeof startTestApp>[0], listIndexMaxEntries: number) {
  const t = await startTestApp(backend, { config: { listIndexMaxEntries } });
  const owner = await t.login('dono@demo.campo');
  const rows = [...broad.map((name) => ({ name })), { name: 'Estreito único' }, { name: 'José da Ação' }];
  const saved = await t.command('SaveEntities', { ENTITY: 'client', ROWS: JSON.stringify(rows) }, owner);
  expect(saved.ROOT.MESSAGES.ERRORS).toEqual([]);
  const ok = (answer: Envelope) => {
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return answer.ROOT;
  };
  const list = async (extra: Record<string, string>) =>
    ok(await t.command('ListEntities', { ENTITY: 'client', PAGE_SIZE: '50', ...extra }, owner));
  return { t, owner, ok, list };
}

/** "Jose" finds "José", "acao" finds "Ação", "unico" finds "único", whatever the case. */
async function accentBlind(s: Awaited<ReturnType<typeof seeded>>) {
  expect(names(await s.list({ SEARCH: 'Jose' }))).toEqual(['José da Ação']);
  expect(names(await s.list({ SEARCH: 'jose da acao' }))).toEqual(['José da Ação']);
  expect(names(await s.list({ SEARCH: 'JOSÉ DA AÇÃO' }))).toEqual(['José da Ação']);
  expect(names(await s.list({ SEARCH: 'acao' }))).toContain('José da Ação');
  expect(names(await s.list({ SEARCH: 'ESTREITO UNICO' }))).toEqual(['Estreito único']);
}

describe.each(testBackends())('ListEntities past the counting cap, sorted in SQL, on $name', (backend) => {
  let s: Awaited<ReturnType<typeof seeded>>;
  beforeAll(async () => {
    s = await seeded(backend, 0);
  });
  afterAll(() => s?.t.close());

  it('counts a broad term up to the cap and answers the same page as a full sort', async () => {
    const first = await s.list({ SEARCH: 'largo' });
    expect(first.TOTAL).toBe(TOTAL_CAP);
    expect(first.TOTAL_CAPPED).toBe(true);
    expect(names(first)).toEqual(broad.slice(0, 50));
    const last = await s.list({ SEARCH: 'LARGO', SORT: '-name', PAGE: '2' });
    expect(names(last)).toEqual([...broad].reverse().slice(50, 100));
  });

  it('answers deep pages of a broad term exactly, with the exact total', async () => {
    expect(names(await s.list({ SEARCH: 'largo', PAGE: '21' }))).toEqual(broad.slice(1000, 1050));
    // The last, partial page: every match is sorted, and counted.
    const deep = await s.list({ SEARCH: 'largo', PAGE: '22' });
    expect(names(deep)).toEqual(broad.slice(1050));
    expect(deep).toMatchObject({ TOTAL: BROAD, TOTAL_CAPPED: false });
    expect((await s.list({ SEARCH: 'largo', PAGE: '100' })).ITEMS).toEqual([]);
  });

  it('counts a narrow term exactly, and the unsearched list up to the cap', async () => {
    const narrow = await s.list({ SEARCH: 'estreito' });
    expect(narrow).toMatchObject({ TOTAL: 1, TOTAL_CAPPED: false });
    expect(names(narrow)).toEqual(['Estreito único']);
    expect(await s.list({ PAGE: '3' })).toMatchObject({ TOTAL: TOTAL_CAP, TOTAL_CAPPED: true });
    expect(await s.list({ SEARCH: 'nada disso' })).toMatchObject({ ITEMS: [], TOTAL: 0 });
  });

  it('ignores accents and case, in the records and in the term', async () => {
    await accentBlind(s);
  });
});

describe.each(testBackends())('ListEntities with the in-memory list index on $name', (backend) => {
  let s: Awaited<ReturnType<typeof seeded>>;
  let companyId: number;
  beforeAll(async () => {
    s = await seeded(backend, 1_000_000);
    const found = await sql<{ id: number }>`select id from companies where name = 'Demo'`.execute(s.t.db);
    companyId = found.rows[0]!.id;
  });
  afterAll(() => s?.t.close());

  it('answers a broad term with the exact total and the pages of a full sort, both ways', async () => {
    const first = await s.list({ SEARCH: 'largo' });
    expect(first).toMatchObject({ TOTAL: BROAD, TOTAL_CAPPED: false });
    expect(names(first)).toEqual(broad.slice(0, 50));
    expect(names(await s.list({ SEARCH: 'LARGO', SORT: '-name', PAGE: '2' }))).toEqual(
      [...broad].reverse().slice(50, 100),
    );
    expect(names(await s.list({ SEARCH: 'largo', PAGE: '22' }))).toEqual(broad.slice(1050));
    expect((await s.list({ SEARCH: 'largo', PAGE: '100' })).ITEMS).toEqual([]);
    // Once loaded it answers narrow terms and misses too, exactly as SQL would.
    expect(names(await s.list({ SEARCH: 'estreito' }))).toEqual(['Estreito único']);
    expect(await s.list({ SEARCH: 'nada disso' })).toMatchObject({ ITEMS: [], TOTAL: 0 });
    expect(names(await s.list({ SEARCH: 'largo 0100' }))).toEqual(broad.slice(1000, 1010));
  });

  it('ignores accents and case once loaded, as SQL does', async () => {
    await s.list({ SEARCH: 'largo' });
    await accentBlind(s);
  });

  it('sees edits and deletions made through the commands at once', async () => {
    await s.list({ SEARCH: 'largo' });
    const first = (await s.list({ SEARCH: 'largo 00000' })).ITEMS as Array<{ id: number; version: number }>;
    const { id, version } = first[0]!;
    s.ok(
      await s.t.command(
        'SaveEntity',
        {
          ENTITY: 'client',
          ID: String(id),
          VERSION: String(version),
          DATA: JSON.stringify({ name: 'Zeta Largo' }),
        },
        s.owner,
      ),
    );
    const renamed = await s.list({ SEARCH: 'largo', SORT: '-name' });
    expect(names(renamed)[0]).toBe('Zeta Largo');
    expect(renamed.TOTAL).toBe(BROAD);
    expect(names(await s.list({ SEARCH: 'largo' }))[0]).toBe(broad[1]);
    const zeta = (await s.list({ SEARCH: 'zeta' })).ITEMS as Array<{ id: number; version: number }>;
    s.ok(
      await s.t.command(
        'DeleteEntity',
        { ENTITY: 'client', ID: String(zeta[0]!.id), VERSION: String(zeta[0]!.version) },
        s.owner,
      ),
    );
    const after = await s.list({ SEARCH: 'largo', SORT: '-name' });
    expect(after.TOTAL).toBe(BROAD - 1);
    expect(names(after)[0]).toBe(broad[BROAD - 1]);
  });

  it('catches up with records another process wrote, by revision', async () => {
    const before = (await s.list({ SEARCH: 'largo' })).TOTAL as number;
    const client = entitiesOf(loadServerMetadata(PROJECT_ROOT)).get('client')!;
    await s.t.db
      .transaction()
      .execute((trx) =>
        insertRecords(trx, companyId, 1, client, [{ name: 'Aaa Largo de fora' }, { name: 'Largo 99999' }]),
      );
    const after = await s.list({ SEARCH: 'largo' });
    expect(after.TOTAL).toBe(before + 2);
    expect(names(after)[0]).toBe('Aaa Largo de fora');
    expect(names(await s.list({ SEARCH: 'largo', SORT: '-name' }))[0]).toBe('Largo 99999');
  });

  it('answers like SQL after random edits, insertions and deletions', async () => {
    // A second app on the same database that always sorts in SQL: the reference.
    const reference = await buildApp({
      db: s.t.db,
      config: { listIndexMaxEntries: 0, rateLimitPerMinute: 100_000 },
    });
    try {
      const inSql = async (params: Record<string, string>) => {
        const form = new URLSearchParams({ COMMAND: 'ListEntities', PARSER: 'JSON', AUTH_TOKEN: s.owner });
        for (const [key, value] of Object.entries(params)) form.set(`CMD.${key}`, value);
        const answer = await reference.inject({
          method: 'POST',
          url: '/api/command',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form.toString(),
        });
        return s.ok(answer.json<Envelope>());
      };
      let seed = 7;
      const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
      const words = ['Largo', 'Rio', 'Ponte', 'Serra', 'Vale'];
      for (let step = 0; step < 12; step++) {
        const page = (await s.list({ SEARCH: words[random(5)]!, PAGE: String(1 + random(3)) }))
          .ITEMS as Array<{
          id: number;
          version: number;
        }>;
        const target = page[random(Math.max(page.length, 1))];
        const kind = random(3);
        const name = `${words[random(5)]} ${words[random(5)]} ${random(1000)}`;
        if (kind === 0 || !target)
          s.ok(
            await s.t.command('SaveEntity', { ENTITY: 'client', DATA: JSON.stringify({ name }) }, s.owner),
          );
        else if (kind === 1)
          s.ok(
            await s.t.command(
              'SaveEntity',
              {
                ENTITY: 'client',
                ID: String(target.id),
                VERSION: String(target.version),
                DATA: JSON.stringify({ name }),
              },
              s.owner,
            ),
          );
        else
          s.ok(
            await s.t.command(
              'DeleteEntity',
              { ENTITY: 'client', ID: String(target.id), VERSION: String(target.version) },
              s.owner,
            ),
          );
        for (const params of [
          { SEARCH: 'largo', SORT: '-name', PAGE: '1' },
          {
            SEARCH: words[random(5)]!.toLowerCase(),
            SORT: random(2) ? 'name' : '-name',
            PAGE: String(1 + random(2)),
          },
        ]) {
          const expected = await inSql({ ENTITY: 'client', PAGE_SIZE: '50', ...params });
          const got = await s.list(params);
          expect(names(got)).toEqual(names(expected));
          if (!expected.TOTAL_CAPPED) expect(got.TOTAL).toBe(expected.TOTAL);
        }
      }
    } finally {
      await reference.close();
    }
  });
});

// Two transactions open at once: PostgreSQL only (PGlite has one connection, taken in turns).
describe.each(testBackends().filter((b) => b.name === 'postgres'))(
  'ListEntities with the list index, writers in parallel, on $name',
  (backend) => {
    let s: Awaited<ReturnType<typeof seeded>>;
    let companyId: number;
    const client = entitiesOf(loadServerMetadata(PROJECT_ROOT)).get('client')!;
    beforeAll(async () => {
      s = await seeded(backend, 1_000_000);
      const found = await sql<{ id: number }>`select id from companies where name = 'Demo'`.execute(s.t.db);
      companyId = found.rows[0]!.id;
    });
    afterAll(() => s?.t.close());

    const saveClient = (name: string) =>
      s.t.command('SaveEntity', { ENTITY: 'client', DATA: JSON.stringify({ name }) }, s.owner);

    it('saves a client while another writer of clients is still in its transaction, without waiting', async () => {
      const holder = await s.t.db.startTransaction().execute();
      try {
        await insertRecords(holder, companyId, 1, client, [{ name: 'Largo em espera' }]);
        const outcome = await Promise.race([
          saveClient('Largo sem fila').then((answer) => answer.ROOT.MESSAGES.ERRORS),
          new Promise((resolve) => setTimeout(() => resolve('waited on the other writer'), 3_000)),
        ]);
        expect(outcome).toEqual([]);
      } finally {
        await holder.rollback().execute();
      }
    });

    it('catches up with a write that commits after a later one', async () => {
      const before = (await s.list({ SEARCH: 'largo' })).TOTAL as number;
      const late = await s.t.db.startTransaction().execute();
      try {
        await insertRecords(late, companyId, 1, client, [{ name: 'Aaa Largo tardio' }]);
        s.ok(await saveClient('Aab Largo cedo'));
        const meanwhile = await s.list({ SEARCH: 'largo' });
        expect(meanwhile.TOTAL).toBe(before + 1);
        expect(names(meanwhile)[0]).toBe('Aab Largo cedo');
        await late.commit().execute();
      } catch (error) {
        await late.rollback().execute();
        throw error;
      }
      const after = await s.list({ SEARCH: 'largo' });
      expect(after.TOTAL).toBe(before + 2);
      expect(names(after).slice(0, 2)).toEqual(['Aaa Largo tardio', 'Aab Largo cedo']);
    });
  },
);
