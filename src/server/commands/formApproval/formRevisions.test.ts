import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revisionTestKit } from '../../testing/revisionTestKit';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

describe.each(testBackends())('form revisions on $name', (backend) => {
  let t: TestApp;
  let owner = '';
  let supervisor = '';
  let admin = '';
  let viewer = '';
  const r = revisionTestKit(() => t);
  const approve = (token: string, id: number) => r.call('AprovarRevisaoModelo', { ID: id }, token);
  const currentVersion = async (formId: number) =>
    (
      await t.db
        .selectFrom('forms')
        .select('current_version')
        .where('id', '=', formId)
        .executeTakeFirstOrThrow()
    ).current_version;

  beforeAll(async () => {
    t = await startTestApp(backend);
    owner = await t.login('dono@demo.campo');
    supervisor = await t.login('supervisor@demo.campo');
    admin = await t.login('admin@demo.campo');
    viewer = await t.login('visualizador@demo.campo');
    // The default flow on: supervisors and administrators, two approvals.
    r.ok(
      await r.defaultFlow(owner, true, {
        responsibles: [
          { kind: 'role', id: 159 },
          { kind: 'role', id: 158 },
        ],
        minApprovals: 2,
      }),
    );
  });
  afterAll(() => t?.close());

  it('keeps the published version in the field until the minimum of approvals publishes the revision', async () => {
    const formId = await r.create(owner, r.modelAt('Mínimo', 0));
    expect(await currentVersion(formId)).toBe(1);
    const saved = r.ok(await r.save(owner, formId, r.modelAt('Mínimo', 1)));
    expect(saved.MESSAGES.INFORMATIONS).toContain('Alteração enviada para aprovação');
    expect(saved).toMatchObject({ ID: formId, VERSAO: 2, REVISAO: { ESTADO: 'in_review', ROUND: 1 } });
    const id = (saved.REVISAO as { ID: number }).ID;
    expect(await currentVersion(formId)).toBe(1);
    expect(await r.published(supervisor, formId)).toBe(1);
    // A filled document cannot name the proposed version either.
    const fill = (version: number) =>
      r.call('SalvarDocumento', { MODELO_ID: formId, VERSAO: version, VALORES: {}, FINALIZADO: 0 }, owner);
    expect(r.error(await fill(2)).code).toBe('ENTITY_NOT_FOUND');
    r.ok(await fill(1));

    const before = await r.revision(supervisor, id);
    expect(before).toMatchObject({
      ESTADO: 'in_review',
      PODE_REVISAR: true,
      VERSAO_ANTIGA: 1,
      VERSAO_NOVA: 2,
    });
    expect(before.AJUSTES.map((a) => a.TEXTO)).toEqual(['Campo "Campo 1" adicionado ao grupo "Valores"']);
    expect(r.error(await approve(viewer, id)).code).toBe('REVISION_NOT_REVIEWER');

    const first = r.ok(await approve(supervisor, id));
    expect(first).toMatchObject({ PUBLICADA: false, REVISAO: { ESTADO: 'in_review', PODE_REVISAR: false } });
    expect(r.error(await approve(supervisor, id))).toEqual({
      code: 'REVISION_ALREADY_APPROVED',
      message: 'Você já aprovou esta revisão',
    });
    expect(await r.published(supervisor, formId)).toBe(1);

    const second = r.ok(await approve(admin, id));
    expect(second).toMatchObject({ PUBLICADA: true, REVISAO: { ESTADO: 'approved', SOMENTE_LEITURA: true } });
    expect((second.REVISAO as { APROVACOES: unknown[] }).APROVACOES).toHaveLength(2);
    expect(await r.published(supervisor, formId)).toBe(2);
    expect(r.error(await approve(owner, id))).toEqual({
      code: 'REVISION_CLOSED',
      message: 'Esta revisão já foi finalizada',
    });
    // The next change is a new revision over version 2.
    const next = r.ok(await r.save(owner, formId, r.modelAt('Mínimo', 2)));
    expect(next).toMatchObject({ VERSAO: 3, REVISAO: { ROUND: 1 } });
    expect((next.REVISAO as { ID: number }).ID).not.toBe(id);
  });

  it('sends a rejected revision back with its justification; the author edits it into round 2', async () => {
    const formId = await r.create(owner, r.modelAt('Rejeição', 0));
    const id = (r.ok(await r.save(owner, formId, r.modelAt('Rejeição', 1))).REVISAO as { ID: number }).ID;
    const adjustment = (await r.revision(supervisor, id)).AJUSTES[0]!.ID;
    const reject = (justification?: string) =>
      r.call(
        'AvaliarAjusteRevisao',
        {
          ID: id,
          AJUSTE: adjustment,
          DECISAO: 'rejected',
          ...(justification ? { JUSTIFICATIVA: justification } : {}),
        },
        supervisor,
      );
    expect(r.error(await reject('  '))).toEqual({
      code: 'REVISION_JUSTIFICATION_REQUIRED',
      message: 'Justificação necessária.',
    });
    const rejected = r.ok(await reject('O campo não pode ser obrigatório')).REVISAO;
    expect(rejected).toMatchObject({
      ESTADO: 'disapproved',
      SOMENTE_LEITURA: true,
      REPROVACAO: { REVISOR_NOME: 'Sérgio Supervisor', JUSTIFICATIVA: 'O campo não pode ser obrigatório' },
    });
    expect(r.error(await approve(admin, id)).code).toBe('REVISION_CLOSED');

    // The editor reopens the disapproved version with why it was rejected.
    const edition = r.ok(
      await r.call('ConsultarEdicaoModelo', { ID: formId, EDICAO: `rev-${formId}` }, owner),
    );
    expect(edition).toMatchObject({
      VERSAO: 2,
      APROVACAO: { ESTADO: 'disapproved', REVISAO_ID: id, ROUND: 1, ATRASADA: false },
      REPROVACAO: { REVISOR_NOME: 'Sérgio Supervisor', JUSTIFICATIVA: 'O campo não pode ser obrigatório' },
    });
    expect((edition.MODELO as { version: number }).version).toBe(2);
    const listed = await r.list(owner);
    expect(listed.forms.find((f) => f.id === formId)).toMatchObject({
      version: 1,
      APROVACAO: { ESTADO: 'disapproved', REVISAO_ID: id },
    });
    // Saving an older version than the pending one is stale.
    const stale = await r.call(
      'SalvarModelo',
      { ID: formId, VERSAO: 1, MODELO: r.modelAt('Rejeição', 2), EDICAO: `rev-${formId}` },
      owner,
    );
    expect(r.error(stale).code).toBe('STALE_VERSION');
    const fixed = r.ok(
      await r.call(
        'SalvarModelo',
        { ID: formId, VERSAO: 2, MODELO: r.modelAt('Rejeição', 2), EDICAO: `rev-${formId}` },
        owner,
      ),
    );
    expect(fixed).toMatchObject({ VERSAO: 3, REVISAO: { ID: id, ESTADO: 'in_review', ROUND: 2 } });
    const round2 = await r.revision(supervisor, id);
    expect(round2).toMatchObject({
      ROUND: 2,
      ROUNDS: 2,
      PODE_REVISAR: true,
      REPROVACAO: null,
      VERSAO_NOVA: 3,
    });
    expect(round2.AJUSTES.every((a) => a.DECISOES.length === 0)).toBe(true);
    const round1 = await r.revision(supervisor, id, 1);
    expect(round1).toMatchObject({ SOMENTE_LEITURA: true, PODE_REVISAR: false, VERSAO_NOVA: 2 });
    expect(round1.AJUSTES[0]!.DECISOES).toMatchObject([
      { REVISOR_NOME: 'Sérgio Supervisor', DECISAO: 'rejected' },
    ]);

    // A save while in review updates the same round and resets its approvals.
    r.ok(await approve(supervisor, id));
    const again = r.ok(await r.save(owner, formId, r.modelAt('Rejeição', 3)));
    expect(again).toMatchObject({ VERSAO: 4, REVISAO: { ID: id, ROUND: 2 } });
    expect((await r.revision(supervisor, id)).APROVACOES).toEqual([]);
    r.ok(await approve(supervisor, id));
    expect(r.ok(await approve(admin, id)).PUBLICADA).toBe(true);
    expect(await currentVersion(formId)).toBe(4);
  });

  it('publishes a custom flow’s revision only after the minimum and then the final approval', async () => {
    const adminId = await r.userId('admin@demo.campo');
    const flowId = await r.customFlow(owner, 'Com aprovação final', {
      finalApprover: { kind: 'employee', id: Number(adminId) },
    });
    const formId = await r.create(owner, r.modelAt('Final', 0));
    r.ok(await r.call('AtribuirModelosFluxoAprovacao', { ID: flowId, MODELOS: [formId] }, owner));
    const id = (r.ok(await r.save(owner, formId, r.modelAt('Final', 1))).REVISAO as { ID: number }).ID;
    expect((await r.revision(admin, id)).PODE_APROVAR_FINAL).toBe(false);
    expect(r.error(await approve(admin, id))).toEqual({
      code: 'REVISION_FINAL_WAITS',
      message: 'A aprovação final só é possível depois do número mínimo de aprovações',
    });
    expect(r.ok(await approve(supervisor, id))).toMatchObject({ PUBLICADA: false });
    expect(await currentVersion(formId)).toBe(1);
    expect((await r.revision(admin, id)).PODE_APROVAR_FINAL).toBe(true);
    const done = r.ok(await approve(admin, id));
    expect(done).toMatchObject({ PUBLICADA: true, REVISAO: { ESTADO: 'approved' } });
    expect((done.REVISAO as { APROVACOES: { FINAL: boolean }[] }).APROVACOES.map((a) => a.FINAL)).toEqual([
      false,
      true,
    ]);
    expect(await currentVersion(formId)).toBe(2);
  });

  it('keeps a chat per revision for its author and responsibles', async () => {
    const formId = await r.create(owner, r.modelAt('Conversa', 0));
    const id = (r.ok(await r.save(owner, formId, r.modelAt('Conversa', 1))).REVISAO as { ID: number }).ID;
    r.ok(await r.call('EnviarMensagemRevisao', { ID: id, TEXTO: 'Por que obrigatório?' }, supervisor));
    const answer = r.ok(await r.call('EnviarMensagemRevisao', { ID: id, TEXTO: 'Norma nova' }, owner));
    expect(answer.MENSAGEM).toMatchObject({ AUTOR_NOME: 'Dona Demo', TEXTO: 'Norma nova' });
    expect(r.error(await r.call('EnviarMensagemRevisao', { ID: id, TEXTO: 'Eu' }, viewer)).code).toBe(
      'REVISION_CHAT_NOT_PARTICIPANT',
    );
    const messages = r.ok(await r.call('ConsultarMensagensRevisao', { ID: id }, viewer)).MENSAGENS;
    expect((messages as { TEXTO: string }[]).map((m) => m.TEXTO)).toEqual([
      'Por que obrigatório?',
      'Norma nova',
    ]);
  });
});
