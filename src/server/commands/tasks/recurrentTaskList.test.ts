import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { taskTestKit } from '../../testing/taskTestKit';

const config = { cacheTtlMs: 0, jobsPollMs: 0, jobsRetryBaseMs: 0 };

interface Template {
  id: number;
  title: string;
  formName: string;
  responsible: { kind: string; id: number | null; code: string | null; name: string | null };
  recurrenceType: string;
  weekdays: number[] | null;
  monthDay: number | null;
  yearDate: string | null;
  periodType: string | null;
  customInterval: number | null;
  expiryDays: number;
  baseDate: string;
  active: boolean;
  generatedUntil: string | null;
}

describe.each(testBackends())(
  'the recurrent task list (ConsultarAtividadesRecorrentes) on $name',
  (backend) => {
    let app: TestApp;
    let kit: ReturnType<typeof taskTestKit>;
    let owner: string;
    let outra: string;
    let formId: number;
    let operatorId: number;

    beforeAll(async () => {
      app = await startTestApp(backend, { config });
      kit = taskTestKit(app);
      owner = await app.login('dono@demo.campo');
      outra = await app.login('dono@outra.campo');
      formId = await kit.form(owner, 'Ronda da lista');
      operatorId = await kit.userId('operador@demo.campo');
    });
    afterAll(async () => {
      await app?.close();
    });

    const save = async (
      title: string,
      responsible: Record<string, unknown>,
      rule: Record<string, unknown>,
    ) => {
      const fields = { title, formId, responsible, startDate: kit.day(0) };
      const answer = kit.ok(
        await kit.call('SalvarAtividadeRecorrente', { ATIVIDADE: fields, RECORRENCIA: rule }, owner),
      );
      return Number(answer.ID);
    };
    const list = async (params: Record<string, unknown>, token = owner) => {
      const answer = kit.ok(await kit.call('ConsultarAtividadesRecorrentes', params, token));
      return answer as unknown as { ITEMS: Template[]; TOTAL: number };
    };

    it('lists the templates with form, responsible and rule; active first, then by title; search and pages', async () => {
      const squad = await kit.record('Demo', 'squad');
      const weekly = await save(
        'Lista semanal',
        { kind: 'employee', id: operatorId },
        { recurrenceType: 'weekly', weekdays: [1, 4], expiryDays: 2 },
      );
      const monthly = await save(
        'Lista mensal',
        { kind: 'squad', id: squad },
        { recurrenceType: 'monthly', monthDay: 10 },
      );
      const custom = await save(
        'Lista a cada 2 semanas',
        { kind: 'sharedCode', code: 'TK-1', codeType: 'TOKEN' },
        { recurrenceType: 'custom', periodType: 'weeks', customInterval: 2 },
      );
      kit.ok(await kit.call('ExcluirAtividadeRecorrente', { ID: monthly }, owner));

      const found = await list({ BUSCA: 'lista' });
      expect(found.TOTAL).toBe(3);
      expect(found.ITEMS.map((i) => [i.id, i.active])).toEqual([
        [custom, true],
        [weekly, true],
        [monthly, false],
      ]);
      const [first, second, third] = found.ITEMS as [Template, Template, Template];
      expect(second).toMatchObject({
        title: 'Lista semanal',
        formName: 'Ronda da lista',
        responsible: { kind: 'employee', id: operatorId, name: 'Otávio Operador' },
        recurrenceType: 'weekly',
        weekdays: [1, 4],
        monthDay: null,
        expiryDays: 2,
        baseDate: kit.day(0),
        generatedUntil: null,
      });
      expect(first).toMatchObject({
        recurrenceType: 'custom',
        periodType: 'weeks',
        customInterval: 2,
        expiryDays: 0,
        responsible: { kind: 'sharedCode', id: null, code: 'TK-1', name: 'TK-1' },
      });
      expect(third).toMatchObject({
        recurrenceType: 'monthly',
        monthDay: 10,
        responsible: { kind: 'squad', id: squad },
      });
      expect(third.responsible.name).toEqual(expect.any(String));

      const page2 = await list({ BUSCA: 'lista', PAGE: 2, PAGE_SIZE: 2 });
      expect(page2.ITEMS.map((i) => i.id)).toEqual([monthly]);
      expect(page2.TOTAL).toBe(3);
      expect((await list({ BUSCA: 'lista mensal' })).ITEMS.map((i) => i.id)).toEqual([monthly]);
      expect((await list({ BUSCA: '100%_' })).TOTAL).toBe(0);
    });

    it("keeps each company's templates to itself, and lets viewers read but not stop them", async () => {
      const mine = await save(
        'Só da Demo',
        { kind: 'employee', id: operatorId },
        { recurrenceType: 'monthly', monthDay: 1 },
      );
      const theirs = await list({ BUSCA: 'Só da Demo' }, outra);
      expect([theirs.ITEMS, theirs.TOTAL]).toEqual([[], 0]);
      expect(kit.failure(await kit.call('ExcluirAtividadeRecorrente', { ID: mine }, outra)).code).toBe(
        'ENTITY_NOT_FOUND',
      );

      const viewer = await app.login('visualizador@demo.campo');
      expect((await list({ BUSCA: 'Só da Demo' }, viewer)).ITEMS.map((i) => i.id)).toEqual([mine]);
      expect(kit.failure(await kit.call('ExcluirAtividadeRecorrente', { ID: mine }, viewer)).code).toBe(
        'NO_PERMISSION_EDIT',
      );
      const shared = await app.login('rotativo@demo.campo');
      expect(kit.failure(await kit.call('ConsultarAtividadesRecorrentes', {}, shared)).code).toBe(
        'BLOCK_SHARED_USER',
      );
      expect(kit.failure(await kit.call('ConsultarAtividadesRecorrentes', {}, '')).code).toBe(
        'LOGIN_REQUIRED',
      );
      expect((await list({ BUSCA: 'Só da Demo' })).ITEMS[0]!.active).toBe(true);
    });

    it('searches titles ignoring accents and case', async () => {
      const id = await save(
        'Inspeção do José',
        { kind: 'employee', id: operatorId },
        { recurrenceType: 'monthly', monthDay: 1 },
      );
      expect((await list({ BUSCA: 'inspecao do jose' })).ITEMS.map((i) => i.id)).toEqual([id]);
      expect((await list({ BUSCA: 'INSPEÇÃO' })).ITEMS.map((i) => i.id)).toEqual([id]);
    });

    it('refuses a page size over 200 with the parameter named', async () => {
      const bad = await kit.call('ConsultarAtividadesRecorrentes', { PAGE_SIZE: 500 }, owner);
      expect(bad.ROOT.MESSAGES.ERRORS[0]).toMatch(/CMD.PAGE_SIZE/);
    });
  },
);
