import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';
import { savePosition } from '../../forms/fill/savePosition';

const model: FormModel = {
  name: 'Checklist de segurança',
  header: { title: true },
  score: true,
  groups: [
    {
      id: 'g',
      name: 'Inspeção',
      fields: [
        { id: 'inspector', name: 'Inspetor', type: 'textShort', required: true },
        {
          id: 'epi',
          name: 'Uso de EPI',
          type: 'according',
          options: [{ id: 'compliant', name: 'Conforme', score: 10 }],
        },
      ],
    },
  ],
};

describe('form fill and finished document (/form/view/:id, /finished_form/:id)', () => {
  it('refuses to finish with errors (listed, focused), then finishes and shows the document', async () => {
    let saved: Record<string, unknown> | undefined;
    const app = renderApp({
      path: '/form/view/7',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarModeloDocumento: () => ({ MODELO: { id: 7, version: 2, model } }),
        SalvarDocumento: (params) => ((saved = params), { ID: 31, FINALIZADO: 1, SCORE: 10 }),
        ConsultarDocumento: () => ({
          DOCUMENTO: {
            id: 31,
            formId: 7,
            version: 2,
            values: saved!.VALORES,
            header: saved!.CABECALHO,
            finished: true,
            score: 10,
            createdAt: '2026-11-21T10:00:00.000Z',
            finishedAt: '2026-11-21T10:05:00.000Z',
          },
          MODELO: model,
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Checklist de segurança' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Corrija 1 problema antes de finalizar')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('field-inspector'));
    expect(app.calls.some((c) => c.name === 'SalvarDocumento')).toBe(false);

    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Obra Centro' } });
    fireEvent.change(screen.getByLabelText(/^Inspetor/), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Conforme' }));
    expect(screen.queryByText(/antes de finalizar/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));

    expect(await screen.findByText('Finalizado')).toBeTruthy();
    expect(saved).toEqual({
      MODELO_ID: 7,
      VERSAO: 2,
      VALORES: { inspector: 'Ana', epi: 'compliant' },
      CABECALHO: { title: 'Obra Centro' },
      PLANOS: {},
      FINALIZADO: 1,
    });
    expect(app.router.state.location.pathname).toBe('/finished_form/31');
    expect(screen.getByRole('heading', { level: 1, name: 'Obra Centro' })).toBeTruthy();
    expect(screen.getByText('Pontuação: 10')).toBeTruthy();
    expect((screen.getByLabelText(/^Inspetor/) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('link', { name: 'Continuar preenchimento' })).toBeNull();
  });

  it('continues a draft on its own version and saves it as a draft again; a draft links back', async () => {
    const draft = {
      id: 31,
      formId: 7,
      version: 1,
      values: { inspector: 'Ana' },
      header: {},
      finished: false,
      score: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      finishedAt: null,
    };
    const app = renderApp({
      path: '/form/view/7?document=31',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarDocumento: () => ({ DOCUMENTO: draft, MODELO: { ...model, header: {} } }),
        SalvarDocumento: () => ({ ID: 31, FINALIZADO: 0, SCORE: null }),
      },
    });
    const input = (await screen.findByLabelText(/^Inspetor/)) as HTMLInputElement;
    expect(input.value).toBe('Ana');
    fireEvent.change(input, { target: { value: 'Ana Lima' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Rascunho')).toBeTruthy();
    expect(app.calls.find((c) => c.name === 'SalvarDocumento')?.params).toMatchObject({
      ID: 31,
      MODELO_ID: 7,
      VERSAO: 1,
      VALORES: { inspector: 'Ana Lima' },
      FINALIZADO: 0,
    });
    expect(app.calls.some((c) => c.name === 'ConsultarModeloDocumento')).toBe(false);
    expect(screen.getByRole('link', { name: 'Continuar preenchimento' }).getAttribute('href')).toBe(
      '/form/view/7?document=31',
    );
  });

  describe('the browser’s position sent with the save', () => {
    const geolocation = (value: Partial<Geolocation>) => {
      vi.stubGlobal('isSecureContext', true);
      Object.defineProperty(navigator, 'geolocation', { value, configurable: true });
    };
    afterEach(() => {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'geolocation');
    });
    const draftSave = async () => {
      const app = renderApp({
        path: '/form/view/7',
        user: fixtureUser,
        functionalities: allFunctionalities,
        handlers: {
          ConsultarModeloDocumento: () => ({ MODELO: { id: 7, version: 2, model } }),
          SalvarDocumento: () => ({ ID: 32, FINALIZADO: 0, SCORE: null }),
          ConsultarDocumento: () => ({
            DOCUMENTO: {
              id: 32,
              formId: 7,
              version: 2,
              values: {},
              header: {},
              finished: false,
              score: null,
              createdAt: '2026-11-21T10:00:00.000Z',
              finishedAt: null,
            },
            MODELO: model,
          }),
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Salvar rascunho' }));
      await waitFor(() => expect(app.calls.some((c) => c.name === 'SalvarDocumento')).toBe(true));
      return app.calls.find((c) => c.name === 'SalvarDocumento')!.params;
    };

    it('sends POSICAO when the browser gives one', async () => {
      geolocation({
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: -23.55, longitude: -46.63, accuracy: 12.4 } } as GeolocationPosition),
      });
      expect(await draftSave()).toMatchObject({ POSICAO: { lat: -23.55, lng: -46.63, accuracy: 12 } });
    });

    it('saves without it, and asks no more, once the browser refused', async () => {
      const ask = vi.fn((_ok: PositionCallback, refuse: PositionErrorCallback) =>
        refuse({ code: 1 } as GeolocationPositionError),
      );
      geolocation({ getCurrentPosition: ask });
      expect(await draftSave()).not.toHaveProperty('POSICAO');
      expect(await savePosition()).toBeNull();
      expect(ask).toHaveBeenCalledTimes(1);
    });
  });
});
