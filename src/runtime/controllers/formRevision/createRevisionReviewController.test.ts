import { describe, expect, it } from 'vitest';
import { stubAdapter } from '../../testing/stubAdapter';
import { revisionFixture } from '../../testing/revisionFixture';
import { createRevisionReviewController } from './createRevisionReviewController';

describe('createRevisionReviewController', () => {
  it('reads a round, keeps the revision each decision answers, and notes the publication', async () => {
    const command = stubAdapter({
      ConsultarRevisaoModelo: () => ({ REVISAO: revisionFixture() }),
      AvaliarAjusteRevisao: () => ({ REVISAO: revisionFixture({ ESTADO: 'disapproved' }) }),
      AprovarRevisaoModelo: () => ({ REVISAO: revisionFixture({ ESTADO: 'approved' }), PUBLICADA: true }),
      ConsultarMensagensRevisao: () => ({ MENSAGENS: [] }),
    });
    const store = createRevisionReviewController({ command, id: 12, round: 2 });
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'ready', revision: { ID: 12, ESTADO: 'in_review' } });
    expect(await store.getState().decide('field.required:temp', 'rejected', 'Não')).toBe(true);
    expect(store.getState().revision?.ESTADO).toBe('disapproved');
    expect(await store.getState().approve()).toBe(true);
    expect(store.getState()).toMatchObject({ published: true, busy: false });
    expect(command.calls.map((c) => c.params)).toEqual([
      { ID: 12, ROUND: 2 },
      { ID: 12, AJUSTE: 'field.required:temp', DECISAO: 'rejected', JUSTIFICATIVA: 'Não' },
      { ID: 12 },
    ]);
    // Not stubbed: refused, the revision stays as it was.
    expect(await store.getState().reject('x')).toBe(false);
    expect(store.getState().revision?.ESTADO).toBe('approved');
  });

  it('tells a missing revision from a failure', async () => {
    const missing = createRevisionReviewController({
      command: stubAdapter({
        ConsultarRevisaoModelo: () => ({
          ROOT: {
            RESULT: '0',
            MESSAGES: { ERRORS: ['Não encontrado'], WARNINGS: [], INFORMATIONS: [] },
            LOGIN_REQUEST: false,
            ERROR_CODE: 'ENTITY_NOT_FOUND',
          },
        }),
      }),
      id: 9,
    });
    await missing.getState().load();
    expect(missing.getState().status).toBe('notFound');
    const failed = createRevisionReviewController({ command: stubAdapter({}), id: 9 });
    await failed.getState().load();
    expect(failed.getState().status).toBe('failed');
  });
});
