import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';
import { documentFixture, taskFixture } from '../../testing/taskFixtures';

const model: FormModel = {
  name: 'Vistoria de poste',
  header: { title: true },
  groups: [
    {
      id: 'g',
      name: 'Vistoria',
      fields: [{ id: 'state', name: 'Estado do poste', type: 'textShort', required: true }],
    },
  ],
};

const ADDRESS = {
  street: 'Rua da Aurora',
  number: '100',
  city: 'Recife',
  state: 'PE',
  latitude: -8.06,
  longitude: -34.88,
};

/** ConsultarAtividade's task, mine (fixtureUser), to be filled within 200 m of its address. */
function task(extra: Record<string, unknown> = {}) {
  return {
    ATIVIDADE: taskFixture({
      version: 3,
      title: 'Vistoria do poste 12',
      address: ADDRESS,
      instructions: 'Fotografar a base do poste.',
      hideBeforeStart: false,
      fillInLocation: true,
      proximityMeters: 200,
      canFillOutOfArea: true,
      outOfAreaJustificationRequired: true,
      needsApproval: true,
      ...extra,
    }),
    HISTORICO: [],
  };
}

/** The device's position as navigator.geolocation answers it (or its failure code). */
function placeDevice(answer: { lat: number; lng: number } | { code: number }) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        'code' in answer
          ? fail({ code: answer.code, message: '' } as GeolocationPositionError)
          : ok({
              coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 8 },
            } as GeolocationPosition),
    },
  });
}

describe('task fill (/task_in_progress/:id)', () => {
  beforeEach(() => Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true }));
  afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));

  it('fills in location: sends the position, asks the out-of-area justification, then opens the task', async () => {
    placeDevice({ lat: -8.0604, lng: -34.8801 });
    const saves: Record<string, unknown>[] = [];
    const app = renderApp({
      path: '/task_in_progress/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarAtividade: () => task(),
        ConsultarModeloDocumento: () => ({ MODELO: { id: 7, version: 2, model } }),
        SalvarDocumento: (params) => {
          saves.push(params);
          return saves.length === 1
            ? errorEnvelope(
                'TASK_OUT_OF_AREA_JUSTIFICATION_REQUIRED',
                'Justifique o preenchimento fora da área da atividade',
              )
            : { ID: 31, FINALIZADO: 1, SCORE: null };
        },
        ConsultarDocumento: () => ({
          DOCUMENTO: documentFixture({ version: 2, finishedAt: '2026-11-21T10:00:00.000Z' }),
          MODELO: model,
        }),
        ConsultarMensagensAprovacao: () => ({
          APROVACAO: { status: 'finished', approval: 'pending', canApprove: false },
          MENSAGENS: [],
          DECISOES: [],
        }),
        GetEntity: () => ({ ITEM: { id: fixtureUser.id, name: 'Maria Dona' }, VERSION: 1 }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vistoria do poste 12' })).toBeTruthy();
    expect(screen.getByText('Fotografar a base do poste.')).toBeTruthy();
    expect(screen.getByText('Rua da Aurora, 100 - Recife/PE')).toBeTruthy();
    expect(
      await screen.findByText(/Você está a \d+ m do endereço da atividade \(permitido: até 200 m\)/),
    ).toBeTruthy();
    // The document's title starts as the task's.
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Vistoria do poste 12');

    fireEvent.change(screen.getByLabelText(/^Estado do poste/), { target: { value: 'Base trincada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preenchimento fora da área' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar justificativa' }));
    expect(within(dialog).getByText('Informe a justificativa')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Justificativa/), {
      target: { value: 'Poste fica em área cercada' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar justificativa' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/task/view/5'));
    expect(saves).toHaveLength(2);
    expect(saves[0]).toMatchObject({
      MODELO_ID: 7,
      VERSAO: 2,
      VALORES: { state: 'Base trincada' },
      CABECALHO: { title: 'Vistoria do poste 12' },
      FINALIZADO: 1,
      ATIVIDADE_ID: 5,
      POSICAO: { lat: -8.0604, lng: -34.8801, accuracy: 8 },
    });
    expect(saves[0]!.JUSTIFICATIVA_FORA_AREA).toBeUndefined();
    expect(saves[1]).toMatchObject({
      ATIVIDADE_ID: 5,
      JUSTIFICATIVA_FORA_AREA: 'Poste fica em área cercada',
    });
  });

  it('shows the geolocation failure and the server refusing a position out of the area', async () => {
    placeDevice({ code: 1 });
    renderApp({
      path: '/task_in_progress/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarAtividade: () => task({ canFillOutOfArea: false }),
        ConsultarModeloDocumento: () => ({ MODELO: { id: 7, version: 2, model: { ...model, header: {} } } }),
        SalvarDocumento: () =>
          errorEnvelope('TASK_OUT_OF_AREA', 'Você está fora da área de preenchimento desta atividade'),
      },
    });
    expect(
      await screen.findByText(
        'Permissão de localização negada. Autorize o acesso à localização nas configurações do navegador',
      ),
    ).toBeTruthy();
    placeDevice({ lat: -8.2, lng: -34.9 });
    fireEvent.click(screen.getByRole('button', { name: 'Capturar localização' }));
    expect(await screen.findByText(/Você está a \d+ m do endereço/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    const card = screen.getByRole('region', { name: 'Localização do preenchimento' });
    expect(
      await within(card).findByText('Você está fora da área de preenchimento desta atividade'),
    ).toBeTruthy();
  });

  it('continues a disapproved task on its finished document, under the disapproval justification', async () => {
    const saves: Record<string, unknown>[] = [];
    renderApp({
      path: '/task_in_progress/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarAtividade: () =>
          task({
            fillInLocation: false,
            status: 'in_progress',
            approval: 'disapproved',
            documentId: 31,
            state: 'inProgress',
          }),
        ConsultarDocumento: () => ({
          DOCUMENTO: documentFixture({ values: { state: 'Ok' }, header: { title: 'Poste 12' } }),
          MODELO: model,
        }),
        ConsultarMensagensAprovacao: () => ({
          APROVACAO: { status: 'in_progress', approval: 'disapproved', canApprove: false },
          MENSAGENS: [],
          DECISOES: [
            {
              at: '2026-11-21T12:00:00.000Z',
              userId: 9,
              userName: 'Sérgio Supervisor',
              decision: 'disapproved',
              justification: 'Falta a foto da base',
            },
          ],
        }),
        SalvarDocumento: (params) => (saves.push(params), { ID: 31, FINALIZADO: 0, SCORE: null }),
      },
    });
    expect(await screen.findByText(/Reprovada por Sérgio Supervisor em/)).toBeTruthy();
    expect(screen.getByText(/Justificativa: Falta a foto da base/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Localização do preenchimento' })).toBeNull();
    const input = screen.getByLabelText(/^Estado do poste/) as HTMLInputElement;
    expect(input.value).toBe('Ok');
    fireEvent.change(input, { target: { value: 'Ok, com foto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      ID: 31,
      VERSAO: 1,
      VALORES: { state: 'Ok, com foto' },
      CABECALHO: { title: 'Poste 12' },
      ATIVIDADE_ID: 5,
      FINALIZADO: 0,
    });
    expect(saves[0]!.POSICAO).toBeUndefined();
  });

  it('opens /locked when the server says the prerequisites are pending', async () => {
    const app = renderApp({
      path: '/task_in_progress/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarAtividade: (params) =>
          params.ID === 5
            ? task({ fillInLocation: false, prerequisites: [4] })
            : task({ id: 4, title: 'Instalar o poste', status: 'in_progress', state: 'inProgress' }),
        ConsultarModeloDocumento: () => ({ MODELO: { id: 7, version: 2, model } }),
      },
    });
    // The prerequisite still in progress is known before filling: straight to the locked page.
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/locked'));
    expect(app.router.state.location.search).toBe('?task=5');
    const link = await screen.findByRole('link', { name: 'Instalar o poste' });
    expect(link.getAttribute('href')).toBe('/task/view/4');
    expect(screen.getByText('Em andamento')).toBeTruthy();
    expect(app.calls.some((c) => c.name === 'SalvarDocumento')).toBe(false);
  });

  it('opens /locked when a save is refused as not started yet', async () => {
    const app = renderApp({
      path: '/task_in_progress/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarAtividade: () => task({ fillInLocation: false }),
        ConsultarModeloDocumento: () => ({ MODELO: { id: 7, version: 2, model } }),
        SalvarDocumento: () => errorEnvelope('TASK_NOT_STARTED', 'Esta atividade ainda não começou'),
      },
    });
    fireEvent.change(await screen.findByLabelText(/^Estado do poste/), { target: { value: 'Ok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Esta atividade já pode ser preenchida')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/locked');
  });
});
