import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { TOTAL_CAP } from './listRecords';

const BROAD = TOTAL_CAP + 60;

describe.each(testBackends())('ListEntities past the counting cap on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  const ok = (answer: Envelope) => {
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return answer.ROOT;
  };
  const names = (root: Envelope['ROOT']) => (root.ITEMS as Array<{ name: string }>).map((i) => i.name);
  const list = (extra: Record<string, string>) =>
    t.command('ListEntities', { ENTITY: 'client', PAGE_SIZE: '50', ...extra }, owner);
  // Zero-padded numbers sort the same under any collation.
  const broad = Array.from({ length: BROAD }, (_, i) => `Largo ${String(i).padStart(5, '0')}`);

  beforeAll(async () => {
    t = await startTestApp(backend);
    owner = await t.login('dono@demo.campo');
    const rows = [...broad.map((name) => ({ name })), { name: 'Estreito único' }];
    ok(await t.command('SaveEntities', { ENTITY: 'client', ROWS: JSON.stringify(rows) }, owner));
  });
  afterAll(() => t?.close());

  it('counts a broad term up to the cap and answers the same page as a full sort', async () => {
    const first = ok(await list({ SEARCH: 'largo' }));
    expect(first.TOTAL).toBe(TOTAL_CAP);
    expect(first.TOTAL_CAPPED).toBe(true);
    expect(names(first)).toEqual(broad.slice(0, 50));
    const last = ok(await list({ SEARCH: 'LARGO', SORT: '-name', PAGE: '2' }));
    expect(names(last)).toEqual([...broad].reverse().slice(50, 100));
  });

  it('answers deep pages of a broad term exactly, with the exact total', async () => {
    const full = ok(await list({ SEARCH: 'largo', PAGE: '21' }));
    expect(names(full)).toEqual(broad.slice(1000, 1050));
    // The last, partial page: every match is sorted, and counted.
    const deep = ok(await list({ SEARCH: 'largo', PAGE: '22' }));
    expect(names(deep)).toEqual(broad.slice(1050));
    expect(deep).toMatchObject({ TOTAL: BROAD, TOTAL_CAPPED: false });
    const past = ok(await list({ SEARCH: 'largo', PAGE: '100' }));
    expect(past.ITEMS).toEqual([]);
  });

  it('counts a narrow term exactly, and the unsearched list up to the cap', async () => {
    const narrow = ok(await list({ SEARCH: 'estreito' }));
    expect(narrow).toMatchObject({ TOTAL: 1, TOTAL_CAPPED: false });
    expect(names(narrow)).toEqual(['Estreito único']);
    const all = ok(await list({ PAGE: '3' }));
    expect(all).toMatchObject({ TOTAL: TOTAL_CAP, TOTAL_CAPPED: true });
    expect(ok(await list({ SEARCH: 'nada disso' }))).toMatchObject({ ITEMS: [], TOTAL: 0 });
  });
});
