import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const model: FormModel = {
  name: 'Vistoria',
  groups: [{ id: 'g', name: 'Geral', fields: [{ id: 'obs', name: 'Observação', type: 'textShort' }] }],
};

const draft = (taskId: number | null, finished = false) => ({
  ConsultarDocumento: () => ({
    DOCUMENTO: {
      id: 31,
      formId: 7,
      version: 1,
      values: { obs: 'Portão com ferrugem' },
      header: null,
      finished,
      score: null,
      createdAt: '2026-11-20T10:00:00Z',
      finishedAt: finished ? '2026-11-20T11:00:00Z' : null,
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

  describe('a finished document', () => {
    afterEach(() => vi.unstubAllGlobals());

    it("requests its task's PDF, prints, and copies its link to share", async () => {
      const requests: unknown[] = [];
      const print = vi.fn();
      vi.stubGlobal('print', print);
      const writeText = vi.fn(async () => undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      renderApp({
        path: '/finished_form/31',
        user: fixtureUser,
        functionalities: allFunctionalities,
        handlers: {
          ...draft(12, true),
          SolicitarDownload: (params) => (requests.push(params), { ID: 5 }),
          ConsultarDownloads: () => ({ ITEMS: [] }),
        },
      });
      const actions = await screen.findByRole('group', { name: 'Ações do documento' });
      expect(screen.queryByRole('link', { name: 'Continuar preenchimento' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Baixar PDF' }));
      await waitFor(() => expect(requests).toEqual([expect.objectContaining({ IDS: [12], FORMATO: 'pdf' })]));
      expect(await screen.findByText('Download solicitado. Acompanhe em Downloads.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
      expect(print).toHaveBeenCalledOnce();
      expect(actions.getAttribute('data-print')).toBe('hide');
      fireEvent.click(screen.getByRole('button', { name: 'Compartilhar link' }));
      await waitFor(() =>
        expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/#\/finished_form\/31$/)),
      );
      expect(await screen.findByText('Link copiado')).toBeTruthy();
    });

    it('shares through the Web Share API where the browser has it; no PDF without a task', async () => {
      const share = vi.fn(async () => undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      try {
        renderApp({
          path: '/finished_form/31',
          user: fixtureUser,
          functionalities: allFunctionalities,
          handlers: draft(null, true),
        });
        fireEvent.click(await screen.findByRole('button', { name: 'Compartilhar link' }));
        await waitFor(() =>
          expect(share).toHaveBeenCalledWith(
            expect.objectContaining({ url: expect.stringMatching(/finished_form\/31$/) }),
          ),
        );
        expect(screen.queryByRole('button', { name: 'Baixar PDF' })).toBeNull();
      } finally {
        delete (navigator as { share?: unknown }).share;
      }
    });
  });

  it("shows the document's finished workflow steps with their e-mails, no jump, and nothing for a form without one", async () => {
    const withWorkflow: FormModel = {
      ...model,
      workflow: {
        steps: [
          { id: 'start', type: 'start', name: 'Início', next: 'mail', settings: {} },
          { id: 'mail', type: 'sendEmail', name: 'Avisar cliente', next: 'end', settings: {} },
          { id: 'end', type: 'end', name: 'Fim', next: null, settings: {} },
        ],
      },
    };
    const run = {
      id: 1,
      state: 'finished',
      startedAt: '2026-11-20T11:00:00Z',
      dueAt: null,
      finishedAt: '2026-11-20T11:00:00Z',
      finishedBy: null,
      finishedByName: null,
      branch: null,
      justification: null,
      details: { emails: ['cliente@mar.com.br', 'dono@mar.com.br'] },
    };
    const handlers = {
      ConsultarDocumento: () => ({ ...draft(null, true).ConsultarDocumento(), MODELO: withWorkflow }),
      ConsultarWorkflowDocumento: () => ({
        WORKFLOW: { instanceId: 1, status: 'finished', currentStepId: null, startedAt: '', finishedAt: '' },
        PASSOS: [
          {
            id: 'start',
            type: 'start',
            name: 'Início',
            state: 'finished',
            dueAt: null,
            expiry: null,
            runs: [],
          },
          {
            id: 'mail',
            type: 'sendEmail',
            name: 'Avisar cliente',
            state: 'finished',
            dueAt: null,
            expiry: null,
            runs: [run],
          },
          { id: 'end', type: 'end', name: 'Fim', state: 'finished', dueAt: null, expiry: null, runs: [] },
        ],
        HISTORICO: [],
      }),
    };
    const app = renderApp({
      path: '/finished_form/31',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers,
    });
    const section = await screen.findByRole('region', { name: 'Workflow' });
    expect(within(section).getByText('E-mails enviados: cliente@mar.com.br, dono@mar.com.br')).toBeTruthy();
    expect(within(section).getAllByText('Finalizada')).toHaveLength(3);
    // A finished flow has no current step to jump.
    expect(within(section).queryByRole('button', { name: 'Avançar etapa' })).toBeNull();
    app.unmount();

    const plain = renderApp({
      path: '/finished_form/31',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: draft(null, true),
    });
    expect(await screen.findByRole('button', { name: 'Compartilhar link' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Workflow' })).toBeNull();
    expect(plain.calls.some((c) => c.name === 'ConsultarWorkflowDocumento')).toBe(false);
  });
});
