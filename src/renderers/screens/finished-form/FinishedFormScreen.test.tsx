import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const model: FormModel = {
  name: 'Vistoria',
  groups: [{ id: 'g', name: 'Geral', fields: [{ id: 'obs', name: 'Observação', type: 'textShort' }] }],
};

const draft = (taskId: number | null) => ({
  ConsultarDocumento: () => ({
    DOCUMENTO: {
      id: 31,
      formId: 7,
      version: 1,
      values: { obs: 'Portão com ferrugem' },
      header: null,
      finished: false,
      score: null,
      createdAt: '2026-11-20T10:00:00Z',
      finishedAt: null,
      taskId,
    },
    MODELO: model,
  }),
});

describe('the stored document page', () => {
  it("continues a task's draft through its task, and a standalone draft through its form", async () => {
    const task = renderApp({
      path: '/finished_form/31',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: draft(12),
    });
    expect((await screen.findByRole('link', { name: 'Continuar preenchimento' })).getAttribute('href')).toBe(
      '/task_in_progress/12',
    );
    task.unmount();

    renderApp({
      path: '/finished_form/31',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: draft(null),
    });
    expect((await screen.findByRole('link', { name: 'Continuar preenchimento' })).getAttribute('href')).toBe(
      '/form/view/7?document=31',
    );
  });
});
