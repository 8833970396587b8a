import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';
import { documentFixture, taskFixture, taskPageHandlers } from '../../testing/taskFixtures';

const model: FormModel = {
  name: 'Inspeção com aprovação',
  groups: [
    {
      id: 'inspection',
      name: 'Inspeção',
      fields: [{ id: 'finding', name: 'Constatação', type: 'textShort', required: true }],
    },
    {
      id: 'review',
      name: 'Parecer do supervisor',
      fields: [{ id: 'opinion', name: 'Parecer', type: 'textShort', required: true }],
    },
    {
      id: 'closing',
      name: 'Encerramento',
      fields: [{ id: 'closingNote', name: 'Nota de encerramento', type: 'textShort', required: true }],
    },
  ],
  workflow: {
    steps: [
      { id: 'start', type: 'start', name: 'Início', next: 'fill', settings: {} },
      { id: 'fill', type: 'documentFill', name: 'Parecer', next: 'end', settings: {} },
      { id: 'end', type: 'end', name: 'Fim', next: null, settings: {} },
    ],
  },
};

describe('filling a workflow step task', () => {
  it("edits only the step's groups, the others read-only, and finishes without the later steps' required fields", async () => {
    const saves: Record<string, unknown>[] = [];
    const app = renderApp({
      path: '/task_in_progress/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ...taskPageHandlers({
          task: () => taskFixture({ status: 'in_progress', state: 'in_progress', documentId: 31 }),
          model,
          version: 2,
        }),
        ConsultarDocumento: () => ({
          DOCUMENTO: documentFixture({
            version: 2,
            values: { finding: 'Fiação exposta' },
            finished: false,
            finishedAt: null,
          }),
          MODELO: model,
        }),
        ConsultarWorkflowDocumento: () => ({
          WORKFLOW: { instanceId: 3, status: 'running', currentStepId: 'fill' },
          PASSOS: [],
          HISTORICO: [],
          GRUPOS_EDITAVEIS: ['review'],
        }),
        SalvarDocumento: (params) => (saves.push(params), { ID: 31 }),
      },
    });
    const inspection = await screen.findByRole('region', { name: 'Inspeção' });
    expect(within(inspection).getByText('Somente leitura nesta etapa do workflow')).toBeTruthy();
    const finding = within(inspection).getByRole('textbox', { name: /Constatação/ });
    expect(finding.hasAttribute('readonly')).toBe(true);
    expect((finding as HTMLInputElement).value).toBe('Fiação exposta');
    const review = screen.getByRole('region', { name: 'Parecer do supervisor' });
    expect(within(review).queryByText('Somente leitura nesta etapa do workflow')).toBeNull();
    const opinion = within(review).getByRole('textbox', { name: /Parecer/ });
    expect(opinion.hasAttribute('readonly')).toBe(false);
    const closing = screen.getByRole('region', { name: 'Encerramento' });
    expect(
      within(closing)
        .getByRole('textbox', { name: /Nota de encerramento/ })
        .hasAttribute('readonly'),
    ).toBe(true);
    expect(app.calls.find((c) => c.name === 'ConsultarWorkflowDocumento')?.params).toEqual({
      DOCUMENTO_ID: 31,
      ATIVIDADE_ID: 5,
    });

    // The step's own required field still stops finishing...
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Corrija 1 problema antes de finalizar')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('field-opinion'));
    expect(saves).toEqual([]);
    // ...the closing step's does not.
    fireEvent.change(opinion, { target: { value: 'Aprovado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(saves.length).toBe(1));
    expect(saves[0]).toMatchObject({
      ID: 31,
      ATIVIDADE_ID: 5,
      FINALIZADO: 1,
      VALORES: { finding: 'Fiação exposta', opinion: 'Aprovado' },
    });
  });
});
