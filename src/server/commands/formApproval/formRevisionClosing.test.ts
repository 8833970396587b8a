import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../mail/Mailer';
import { revisionTestKit } from '../../testing/revisionTestKit';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { drainJobs } from '../../testing/drainJobs';

interface Listed {
  REVISOES: { ID: number; AGUARDANDO_MIM: boolean; APROVACOES: number }[];
  TOTAL: number;
  CONTAGEM: Record<string, number>;
}

describe.each(testBackends())('form revisions closed, disapproved and waiting on $name', (backend) => {
  let t: TestApp;
  let owner = '';
  let supervisor = '';
  let admin = '';
  let demoId = 0;
  const sent: { to: string; subject: string }[] = [];
  const mailer: Mailer = { send: async (mail) => void sent.push({ to: mail.to, subject: mail.subject }) };
  const r = revisionTestKit(() => t);
  /** A new form of Demo with a pending revision, saved by the owner. */
  const pending = (name: string, flowId?: number) => r.pending(owner, name, flowId);
  const drain = async () => {
    await drainJobs(t.app.jobs);
  };
  const list = async (token: string, params: Record<string, unknown> = {}) =>
    r.ok(await r.call('ConsultarRevisoesModelo', { TAMANHO: 100, ...params }, token)) as unknown as Listed;
  const outbox = (subject: string) =>
    t.db
      .selectFrom('outbox_emails')
      .select(['to_address', 'subject', 'body_text'])
      .where('company_id', '=', demoId)
      .where('subject', '=', subject)
      .execute();

  beforeAll(async () => {
    t = await startTestApp(backend, { mailer, config: { cacheTtlMs: 0, jobsPollMs: 0, jobsRetryBaseMs: 0 } });
    owner = await t.login('dono@demo.campo');
    supervisor = await t.login('supervisor@demo.campo');
    admin = await t.login('admin@demo.campo');
    demoId = await r.companyId('Demo');
    r.ok(await r.defaultFlow(owner, true, { deadline: { unit: 'hours', amount: 4 } }));
  });
  afterAll(() => t?.close());

  it('cancels the pending revision of a deleted form: out of the list, the counts and the reviews', async () => {
    const { formId, id } = await pending('Excluída');
    const before = await list(supervisor);
    expect(before.REVISOES.map((x) => x.ID)).toContain(id);
    r.ok(await r.call('ExcluirModelo', { ID: formId }, owner));
    const row = await t.db
      .selectFrom('form_revisions')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('cancelled');
    const after = await list(supervisor);
    expect(after.REVISOES.map((x) => x.ID)).not.toContain(id);
    expect(after.TOTAL).toBe(before.TOTAL - 1);
    expect(after.CONTAGEM.in_review).toBe(before.CONTAGEM.in_review! - 1);
    expect(after.CONTAGEM.waiting_for_me).toBe(before.CONTAGEM.waiting_for_me! - 1);
    expect((await list(supervisor, { FILTRO: { PARA_MIM: true } })).REVISOES.map((x) => x.ID)).not.toContain(
      id,
    );
    expect(r.error(await r.call('ConsultarRevisaoModelo', { ID: id }, supervisor)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect(r.error(await r.call('AprovarRevisaoModelo', { ID: id }, supervisor)).code).toBe(
      'REVISION_CLOSED',
    );
    // Its deadline passing reminds nobody.
    await t.db
      .updateTable('form_revisions')
      .set({ deadline_at: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute();
    await t.app.jobs.schedule(
      'formApproval.deadline',
      { companyId: demoId, revisionId: id },
      { key: `x-${id}` },
    );
    await drain();
    expect(await outbox('Revisão atrasada: Excluída')).toEqual([]);
    // Restored, the form has no pending revision; its next save starts a new one.
    r.ok(await r.call('RestaurarModelo', { ID: formId }, owner));
    const restored = (await r.list(owner)).forms.find((f) => f.id === formId) as unknown as {
      APROVACAO: unknown;
    };
    expect(restored.APROVACAO).toBeNull();
    const saved = r.ok(await r.save(owner, formId, r.modelAt('Excluída', 2)));
    expect(saved.REVISAO).toMatchObject({ ESTADO: 'in_review', ROUND: 1 });
    expect((saved.REVISAO as { ID: number }).ID).not.toBe(id);
  });

  it('e-mails the author once, with the justification, each time a round is disapproved', async () => {
    const { formId, id } = await pending('Reprovação');
    r.ok(
      await r.call(
        'ReprovarRevisaoModelo',
        { ID: id, JUSTIFICATIVA: 'Falta a opção "Não se aplica"' },
        supervisor,
      ),
    );
    // A copy of the job delivered twice still mails once.
    await t.app.jobs.schedule('formApproval.disapproved', { companyId: demoId, revisionId: id, round: 1 });
    await drain();
    const first = await outbox('Revisão reprovada: Reprovação');
    expect(first).toHaveLength(1);
    expect(first[0]!.to_address).toBe('dono@demo.campo');
    expect(first[0]!.body_text).toContain('foi reprovada por Sérgio Supervisor');
    expect(first[0]!.body_text).toContain('Justificativa: Falta a opção "Não se aplica"');
    expect(first[0]!.body_text).toContain(`/#/form/approval/review/${id}/1`);
    expect(sent.filter((m) => m.subject === 'Revisão reprovada: Reprovação')).toEqual([
      { to: 'dono@demo.campo', subject: 'Revisão reprovada: Reprovação' },
    ]);
    // Round 2, an adjustment rejected: a second mail, with that justification.
    r.ok(await r.save(owner, formId, r.modelAt('Reprovação', 2)));
    const adjustment = (await r.revision(supervisor, id)).AJUSTES[0]!.ID;
    r.ok(
      await r.call(
        'AvaliarAjusteRevisao',
        { ID: id, AJUSTE: adjustment, DECISAO: 'rejected', JUSTIFICATIVA: 'Ainda obrigatório' },
        supervisor,
      ),
    );
    await drain();
    const both = await outbox('Revisão reprovada: Reprovação');
    expect(both).toHaveLength(2);
    expect(both.filter((m) => m.body_text.includes('Justificativa: Ainda obrigatório'))).toHaveLength(1);
    // Approving mails nobody.
    const { id: approved } = await pending('Aprovação');
    r.ok(await r.call('AprovarRevisaoModelo', { ID: approved }, supervisor));
    await drain();
    expect(await outbox('Revisão reprovada: Aprovação')).toEqual([]);
  });

  it('keeps who waits in step with each approval, a new proposal and the final approval', async () => {
    // The supervisors, one approval; then the administrators' final approval.
    const flow = await r.customFlow(owner, 'Dupla', {
      responsibles: [{ kind: 'role', id: 159 }],
      minApprovals: 1,
      finalApprover: { kind: 'role', id: 158 },
    });
    const { formId, id } = await pending('Espera', flow);
    const row = async (token: string) => (await list(token)).REVISOES.find((x) => x.ID === id)!;
    const mine = async (token: string) =>
      (await list(token, { FILTRO: { PARA_MIM: true } })).REVISOES.map((x) => x.ID);
    expect(await row(supervisor)).toMatchObject({ AGUARDANDO_MIM: true, APROVACOES: 0 });
    expect(await mine(supervisor)).toContain(id);
    expect(await mine(admin)).not.toContain(id);
    r.ok(await r.call('AprovarRevisaoModelo', { ID: id }, supervisor));
    expect(await row(supervisor)).toMatchObject({ AGUARDANDO_MIM: false, APROVACOES: 1 });
    expect(await mine(supervisor)).not.toContain(id);
    expect(await mine(admin)).toContain(id);
    // A new proposal in the same round resets its approvals: the supervisor is waited for again.
    r.ok(await r.save(owner, formId, r.modelAt('Espera', 2)));
    expect(await row(supervisor)).toMatchObject({ AGUARDANDO_MIM: true, APROVACOES: 0 });
    expect(await mine(admin)).not.toContain(id);
    r.ok(await r.call('AprovarRevisaoModelo', { ID: id }, supervisor));
    expect(await mine(admin)).toContain(id);
    expect(r.ok(await r.call('AprovarRevisaoModelo', { ID: id }, admin)).PUBLICADA).toBe(true);
    expect(await mine(admin)).not.toContain(id);
    const summary = await t.db
      .selectFrom('form_revisions')
      .select(['approvals', 'approvers', 'final_approved'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const supervisorId = await r.userId('supervisor@demo.campo');
    expect(summary).toEqual({ approvals: 1, approvers: [supervisorId], final_approved: true });
  });
});
