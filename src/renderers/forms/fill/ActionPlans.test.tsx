import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const inspection: FormModel = {
  name: 'Inspeção predial',
  header: { title: true },
  groups: [
    {
      id: 'g',
      name: 'Geral',
      fields: [
        {
          id: 'extintor',
          name: 'Extintor',
          type: 'choiceSingle',
          options: [
            { id: 'yes', name: 'Conforme' },
            {
              id: 'no',
              name: 'Não conforme',
              actionPlans: [
                { type: 'fillForm', formId: 8, required: true, replicate: ['title'] },
                { type: 'createActivity', required: true },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const correction: FormModel = {
  name: 'Correção',
  header: { title: true },
  groups: [{ id: 'g', name: 'Geral', fields: [{ id: 'what', name: 'O que foi feito', type: 'textShort' }] }],
};

describe('action plans in the fill', () => {
  it('fills the plan form in a dialog and describes the activity; both go with the document', async () => {
    const user = userEvent.setup();
    const saved: Array<Record<string, unknown>> = [];
    renderApp({
      path: '/form/view/7',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarModeloDocumento: (p) =>
          p.ID === 8
            ? { MODELO: { id: 8, version: 1, model: correction } }
            : { MODELO: { id: 7, version: 3, model: inspection } },
        SalvarDocumento: (p) => (
          saved.push(p),
          { ID: p.MODELO_ID === 8 ? 55 : 56, FINALIZADO: 1, SCORE: null }
        ),
        ListEntities: () => ({ ITEMS: [{ id: 40, version: 1, name: 'Otávio Operador' }], TOTAL: 1 }),
        GetEntity: () => ({ ITEM: { id: 40, name: 'Otávio Operador' }, VERSION: 1 }),
        ConsultarDocumento: () => ({
          DOCUMENTO: {
            id: 56,
            formId: 7,
            version: 3,
            values: { extintor: 'no' },
            plans: {
              extintor: {
                documentId: 55,
                activity: { title: 'Trocar extintor', responsibleId: 40, taskId: 90 },
              },
            },
            header: {},
            finished: true,
            score: null,
            createdAt: '2026-11-21T10:00:00.000Z',
            finishedAt: '2026-11-21T10:05:00.000Z',
          },
          MODELO: inspection,
        }),
      },
    });
    fireEvent.change(await screen.findByLabelText('Título'), { target: { value: 'Bloco B' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Não conforme' }));

    // Finishing without the required plan answers is refused with their messages.
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    const problems = await screen.findByText('Corrija 2 problemas antes de finalizar');
    expect(problems.parentElement!.textContent).toContain('Extintor: preencha o formulário do plano de ação');
    expect(problems.parentElement!.textContent).toContain('Extintor: informe o título e o responsável');
    expect(saved).toEqual([]);

    fireEvent.click(
      screen.getByRole('button', { name: 'Preencher o formulário do plano de ação (obrigatório)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Formulário do plano de ação: Correção' });
    expect((within(dialog).getByLabelText('Título') as HTMLInputElement).value).toBe('Bloco B');
    fireEvent.change(within(dialog).getByLabelText('O que foi feito'), { target: { value: 'Recarregado' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved[0]).toEqual(
      expect.objectContaining({
        MODELO_ID: 8,
        VALORES: { what: 'Recarregado' },
        CABECALHO: { title: 'Bloco B' },
        FINALIZADO: 1,
      }),
    );
    expect(
      screen.getByRole('link', { name: 'Formulário do plano de ação preenchido (documento 55)' }),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Título da atividade'), { target: { value: 'Trocar extintor' } });
    await user.type(screen.getByRole('combobox', { name: 'Responsável pela atividade' }), 'Otá');
    await user.click(await screen.findByRole('option', { name: 'Otávio Operador' }));
    fireEvent.change(screen.getByLabelText('Prazo da atividade'), { target: { value: '2030-01-10' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Finalizar' })[0]!);
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual(
      expect.objectContaining({
        MODELO_ID: 7,
        PLANOS: {
          extintor: {
            documentId: 55,
            activity: { title: 'Trocar extintor', responsibleId: 40, dueDate: '2030-01-10' },
          },
        },
        FINALIZADO: 1,
      }),
    );

    // The finished document links to the filled form and the created task.
    expect(await screen.findByRole('link', { name: 'Atividade criada: Trocar extintor' })).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Formulário do plano de ação preenchido (documento 55)' })
        .getAttribute('href'),
    ).toBe('#/finished_form/55');
  });
});
