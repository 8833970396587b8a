import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../mail/Mailer';
import { revisionTestKit } from '../../testing/revisionTestKit';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { drainJobs } from '../../testing/drainJobs';

const TABLES = [
  'form_revisions',
  'form_revision_rounds',
  'form_revision_decisions',
  'form_revision_approvals',
];

describe.each(testBackends())('form revisions and the flows’ configuration on $name', (backend) => {
  let t: TestApp;
  let owner = '';
  let supervisor = '';
  let admin = '';
  let operator = '';
  let other = '';
  let demoId = 0;
  const sent: { to: string; subject: string }[] = [];
  const mailer: Mailer = { send: async (mail) => void sent.push({ to: mail.to, subject: mail.subject }) };
  const r = revisionTestKit(() => t);
  /** A new form of Demo with a pending revision, saved by the owner. */
  const pending = (name: string, flowId?: number) => r.pending(owner, name, flowId);
  const drain = async () => {
    await drainJobs(t.app.jobs);
  };
  const checksum = async () => {
    const sums: string[] = [];
    for (const table of TABLES)
      sums.push(
        (
          await sql<{ sum: string | null }>`select md5(string_agg(x::text, '|' order by x::text)) as sum
            from ${sql.table(table)} x`.execute(t.db)
        ).rows[0]?.sum ?? '',
      );
    return sums;
  };

  beforeAll(async () => {
    t = await startTestApp(backend, { mailer, config: { cacheTtlMs: 0, jobsPollMs: 0, jobsRetryBaseMs: 0 } });
    owner = await t.login('dono@demo.campo');
    supervisor = await t.login('supervisor@demo.campo');
    admin = await t.login('admin@demo.campo');
    operator = await t.login('operador@demo.campo');
    other = await t.login('dono@outra.campo');
    demoId = await r.companyId('Demo');
    r.ok(await r.defaultFlow(owner, true, { deadline: { unit: 'hours', amount: 4 } }));
  });
  afterAll(() => t?.close());

  it('marks a revision late past its deadline and reminds the responsibles by e-mail once', async () => {
    const { id } = await pending('Prazo');
    const keys = await t.db
      .selectFrom('job_keys')
      .select('key')
      .where('key', 'like', `revision-${id}-%`)
      .execute();
    expect(keys).toHaveLength(1);
    expect((await r.revision(supervisor, id)).ATRASADA).toBe(false);
    await t.db
      .updateTable('form_revisions')
      .set({ deadline_at: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute();
    // Its job is due in 4 hours; two copies delivered now stand for it coming due.
    for (const key of ['a', 'b'])
      await t.app.jobs.schedule(
        'formApproval.deadline',
        { companyId: demoId, revisionId: id },
        { key: `${key}-${id}` },
      );
    await drain();
    expect(sent).toEqual([{ to: 'supervisor@demo.campo', subject: 'Revisão atrasada: Prazo' }]);
    expect((await r.revision(supervisor, id)).ATRASADA).toBe(true);
    const late = r.ok(await r.call('ConsultarRevisoesModelo', { FILTRO: { ATRASADAS: true } }, supervisor))
      .REVISOES as { ID: number; ATRASADA: boolean }[];
    expect(late.map((x) => x.ID)).toContain(id);
    expect(late.every((x) => x.ATRASADA)).toBe(true);
    r.ok(await r.call('AprovarRevisaoModelo', { ID: id }, supervisor));
  });

  it('moves a pending revision with its form now, or leaves it in its flow until it ends', async () => {
    const custom = await r.customFlow(owner, 'Administração', { responsibles: [{ kind: 'role', id: 158 }] });
    const now = await pending('Agora');
    const later = await pending('Depois');
    const adjustment = (await r.revision(supervisor, now.id)).AJUSTES[0]!.ID;
    r.ok(
      await r.call(
        'AvaliarAjusteRevisao',
        { ID: now.id, AJUSTE: adjustment, DECISAO: 'approved' },
        supervisor,
      ),
    );
    r.ok(await r.call('AtribuirModelosFluxoAprovacao', { ID: custom, MODELOS: [now.formId] }, owner));
    const moved = await r.revision(admin, now.id);
    expect(moved).toMatchObject({ FLUXO: { ID: custom }, PODE_REVISAR: true, ESTADO: 'in_review' });
    expect(moved.AJUSTES[0]!.DECISOES).toEqual([]);
    expect(r.error(await r.call('AprovarRevisaoModelo', { ID: now.id }, supervisor)).code).toBe(
      'REVISION_NOT_REVIEWER',
    );

    r.ok(
      await r.call(
        'AtribuirModelosFluxoAprovacao',
        { ID: custom, MODELOS: [later.formId], QUANDO: 'after_revision' },
        owner,
      ),
    );
    expect((await r.revision(supervisor, later.id)).FLUXO.ID).toBe(0);
    expect(r.ok(await r.call('AprovarRevisaoModelo', { ID: later.id }, supervisor)).PUBLICADA).toBe(true);
    const next = r.ok(await r.save(owner, later.formId, r.modelAt('Depois', 2)));
    expect((await r.revision(admin, (next.REVISAO as { ID: number }).ID)).FLUXO.ID).toBe(custom);
  });

  it('approves a form’s revision when it leaves approval, and moves the revisions of a deleted flow', async () => {
    const custom = await r.customFlow(owner, 'Retirada', { responsibles: [{ kind: 'role', id: 158 }] });
    const out = await pending('Fora', custom);
    const back = await pending('De volta', custom);
    const removed = r.ok(
      await r.call('RemoverModelosFluxoAprovacao', { MODELOS: [out.formId], DESTINO: 'none' }, owner),
    );
    expect(removed.MESSAGES.INFORMATIONS).toContain('1 revisão pendente aprovada automaticamente');
    expect((await r.revision(admin, out.id)).ESTADO).toBe('approved');
    expect(await r.published(owner, out.formId)).toBe(2);
    // Out of approval, the next save publishes at once.
    const direct = r.ok(await r.save(owner, out.formId, r.modelAt('Fora', 2)));
    expect(direct.REVISAO).toBeUndefined();
    expect(await r.published(owner, out.formId)).toBe(3);

    r.ok(await r.call('RemoverModelosFluxoAprovacao', { MODELOS: [back.formId], DESTINO: 'default' }, owner));
    expect(await r.revision(supervisor, back.id)).toMatchObject({ ESTADO: 'in_review', FLUXO: { ID: 0 } });

    const doomed = await r.customFlow(owner, 'Excluído', { responsibles: [{ kind: 'role', id: 158 }] });
    const orphan = await pending('Órfão', doomed);
    r.ok(await r.call('ExcluirFluxoAprovacao', { ID: doomed }, owner));
    expect(await r.revision(supervisor, orphan.id)).toMatchObject({ ESTADO: 'in_review', FLUXO: { ID: 0 } });
  });

  it('lists revisions newest first with filters, pages and the company’s counts', async () => {
    const list = async (token: string, params: Record<string, unknown> = {}) =>
      r.ok(await r.call('ConsultarRevisoesModelo', params, token)) as unknown as {
        REVISOES: {
          ID: number;
          ESTADO: string;
          FLUXO_ID: number;
          FLUXO_NOME: string;
          AGUARDANDO_MIM: boolean;
          MODELO_ID: number;
        }[];
        TOTAL: number;
        CONTAGEM: Record<string, number>;
      };
    const rows = await t.db
      .selectFrom('form_revisions')
      .select(['id', 'state', 'flow_id', 'deadline_at'])
      .where('company_id', '=', demoId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const all = await list(supervisor, { TAMANHO: 100 });
    expect(all.REVISOES.map((x) => x.ID)).toEqual(rows.map((x) => Number(x.id)));
    const count = (state: string) => rows.filter((x) => x.state === state).length;
    const late = rows.filter(
      (x) => x.state === 'in_review' && x.deadline_at && new Date(x.deadline_at) < new Date(),
    );
    expect(all.CONTAGEM).toMatchObject({
      in_review: count('in_review'),
      approved: count('approved'),
      disapproved: count('disapproved'),
      late: late.length,
    });
    const page2 = await list(supervisor, { PAGINA: 2, TAMANHO: 2 });
    expect(page2.REVISOES.map((x) => x.ID)).toEqual(rows.slice(2, 4).map((x) => Number(x.id)));
    expect(page2.TOTAL).toBe(rows.length);
    const mine = await list(supervisor, { FILTRO: { PARA_MIM: true } });
    // The supervisor reviews the default flow and Demo's "Segurança do trabalho" (no approval of theirs yet).
    const safety = await t.db
      .selectFrom('form_approval_flows')
      .select('id')
      .where('company_id', '=', demoId)
      .where('name', '=', 'Segurança do trabalho')
      .executeTakeFirstOrThrow();
    const waiting = rows
      .filter((x) => x.state === 'in_review' && (x.flow_id === null || x.flow_id === safety.id))
      .map((x) => Number(x.id));
    expect(mine.REVISOES.map((x) => x.ID).sort()).toEqual(waiting.sort());
    expect(mine.REVISOES.every((x) => x.AGUARDANDO_MIM)).toBe(true);
    expect(mine.REVISOES.filter((x) => x.FLUXO_ID === 0).every((x) => x.FLUXO_NOME === 'Fluxo padrão')).toBe(
      true,
    );
    expect(all.CONTAGEM.waiting_for_me).toBe(waiting.length);
    const custom = await list(admin, {
      FILTRO: { ESTADO: 'in_review', FLUXO: mine.REVISOES.length ? 0 : 1 },
    });
    expect(custom.REVISOES.every((x) => x.ESTADO === 'in_review')).toBe(true);
    const one = await list(supervisor, { FILTRO: { MODELO: all.REVISOES[0]!.MODELO_ID } });
    expect(one.REVISOES.every((x) => x.MODELO_ID === all.REVISOES[0]!.MODELO_ID)).toBe(true);
  });

  it('refuses another company’s revision ids and callers without MODEL_APPROVAL, writing nothing', async () => {
    const { id } = await pending('Isolada');
    const adjustment = (await r.revision(supervisor, id)).AJUSTES[0]!.ID;
    const before = await checksum();
    for (const [name, params] of [
      ['ConsultarRevisaoModelo', { ID: id }],
      ['AprovarRevisaoModelo', { ID: id }],
      ['ReprovarRevisaoModelo', { ID: id, JUSTIFICATIVA: 'Não' }],
      ['AvaliarAjusteRevisao', { ID: id, AJUSTE: adjustment, DECISAO: 'rejected', JUSTIFICATIVA: 'Não' }],
      ['ConsultarMensagensRevisao', { ID: id }],
      ['EnviarMensagemRevisao', { ID: id, TEXTO: 'Oi' }],
    ] as const) {
      expect(r.error(await r.call(name, params, other)).code).toBe('ENTITY_NOT_FOUND');
      expect(r.error(await r.call(name, params, operator)).code).toBe('PERMISSION_DENIED');
    }
    const theirs = r.ok(await r.call('ConsultarRevisoesModelo', {}, other));
    expect(theirs).toMatchObject({ REVISOES: [], TOTAL: 0, CONTAGEM: { in_review: 0, approved: 0 } });
    expect(await checksum()).toEqual(before);
    expect((await r.revision(supervisor, id)).ESTADO).toBe('in_review');
  });

  it('turning the default flow off approves and publishes its pending revisions, not the custom flows’', async () => {
    const { formId, id } = await pending('Desligar');
    const inCustom = await t.db
      .selectFrom('form_revisions')
      .select('id')
      .where('company_id', '=', demoId)
      .where('state', 'in', ['in_review', 'disapproved'])
      .where('flow_id', 'is not', null)
      .execute();
    const answer = r.ok(await r.defaultFlow(owner, false));
    expect(String(answer.MESSAGES.INFORMATIONS)).toMatch(/revisões pendentes aprovadas automaticamente/);
    expect((await r.revision(supervisor, id)).ESTADO).toBe('approved');
    expect(await r.published(owner, formId)).toBe(2);
    const left = await t.db
      .selectFrom('form_revisions')
      .select(['id', 'flow_id'])
      .where('company_id', '=', demoId)
      .where('state', 'in', ['in_review', 'disapproved'])
      .execute();
    expect(left.map((x) => x.id).sort()).toEqual(inCustom.map((x) => x.id).sort());
  });
});
