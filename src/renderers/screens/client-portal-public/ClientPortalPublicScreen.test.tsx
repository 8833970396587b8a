import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CommandParams } from '../../../runtime/protocol/CommandFn';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { renderApp } from '../../testing/renderApp';

const PORTAL = {
  clientName: 'Padaria Pão Quente',
  address: 'Rua A, 1 - Recife/PE',
  email: 'contato@pao.com.br',
  phone: '81999990000',
  responsibleName: 'Ana',
  responsiblePhone: '',
  accentColor: '#aa3300',
  hasBanner: false,
  hasLogo: false,
  imageVersion: 0,
  allowActivityDetails: false,
  activities: [],
};

describe('/client-center/:token', () => {
  it('asks for the password, shows the spec message when wrong, then the client with an empty activity list', async () => {
    const open = (params: CommandParams) =>
      !params.PASSWORD
        ? { PASSWORD_REQUIRED: true }
        : params.PASSWORD === 'certa'
          ? { PORTAL }
          : errorEnvelope('SHARE_WRONG_PASSWORD', 'Senha de acesso incorreta');
    const app = renderApp({ path: '/client-center/7-abc', handlers: { ConsultarPortalPublico: open } });
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Senha de acesso/);
    await user.type(password, 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Senha de acesso incorreta');
    await user.clear(screen.getByLabelText(/^Senha de acesso/));
    await user.type(screen.getByLabelText(/^Senha de acesso/), 'certa');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Padaria Pão Quente' })).toBeTruthy();
    const activities = screen.getByRole('region', { name: 'Atividades' });
    expect(within(activities).getByText('Nenhuma atividade')).toBeTruthy();
    expect(screen.getByText('contato@pao.com.br')).toBeTruthy();
    expect(screen.queryByText('Outros contatos')).toBeNull();
    expect(app.calls.at(-1)?.params).toEqual({ TOKEN: '7-abc', PASSWORD: 'certa' });
  });

  it('lists the client activities with state and dates, and the details when the portal allows them', async () => {
    const activities = [
      {
        id: 9,
        title: 'Troca de filtros',
        state: 'planned',
        doneLabel: null,
        startAt: '2026-11-27T11:00:00.000Z',
        dueAt: null,
        finishedAt: null,
        formName: 'Manutenção preventiva',
        responsibleName: 'Otávio Operador',
      },
      {
        id: 4,
        title: 'Revisão elétrica',
        state: 'finished',
        doneLabel: 'onTime',
        startAt: '2026-11-20T11:00:00.000Z',
        dueAt: '2026-11-21T21:00:00.000Z',
        finishedAt: '2026-11-21T13:00:00.000Z',
        formName: 'Manutenção preventiva',
        responsibleName: 'Otávio Operador',
      },
    ];
    renderApp({
      path: '/client-center/7-abc',
      handlers: {
        ConsultarPortalPublico: () => ({ PORTAL: { ...PORTAL, allowActivityDetails: true, activities } }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Atividades' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/^(Troca|Revisão)/).textContent)).toEqual([
      'Troca de filtros',
      'Revisão elétrica',
    ]);
    expect(within(items[0]!).getByText('Pendente')).toBeTruthy();
    expect(within(items[1]!).getByText('Finalizada · Entregue no prazo')).toBeTruthy();
    expect(items[1]!.textContent).toContain('Modelo: Manutenção preventiva');
    expect(items[1]!.textContent).toContain('Responsável: Otávio Operador');
    expect(items[1]!.textContent).toMatch(/Finalizada em: 21\/11\/2026/);
    expect(screen.queryByText('Nenhuma atividade')).toBeNull();
  });

  it('offers the PDF of finished activities when the portal allows it; an outdated one says so and reloads', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const finished = (version: string) => ({
      id: 4,
      title: 'Revisão elétrica',
      state: 'finished',
      doneLabel: 'onTime',
      startAt: '2026-11-20T11:00:00.000Z',
      dueAt: null,
      finishedAt: '2026-11-21T13:00:00.000Z',
      pdfVersion: version,
    });
    const planned = {
      ...finished('x'),
      id: 9,
      title: 'Troca de filtros',
      state: 'planned',
      pdfVersion: undefined,
    };
    let version = '100';
    const app = renderApp({
      path: '/client-center/7-abc',
      handlers: {
        ConsultarPortalPublico: () => ({
          PORTAL: { ...PORTAL, allowPdfDownload: true, activities: [planned, finished(version)] },
        }),
        BaixarPdfPortalPublico: (params: CommandParams) =>
          params.VERSION === version
            ? new Blob(['%PDF'], { type: 'application/pdf' })
            : errorEnvelope(
                'PUBLIC_PDF_OUTDATED',
                'A versão pública deste PDF está desatualizada, não é possível baixá-lo',
              ),
      },
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Atividades' });
    // Only the finished activity has the button.
    expect(within(list).getAllByRole('button', { name: /^Baixar o PDF/ }).length).toBe(1);
    await user.click(within(list).getByRole('button', { name: 'Baixar o PDF de Revisão elétrica' }));
    await waitFor(() => expect(saved).toEqual(['Revisão elétrica.pdf']));
    expect(app.calls.find((c) => c.name === 'BaixarPdfPortalPublico')!.params).toEqual({
      TOKEN: '7-abc',
      TASK_ID: 4,
      VERSION: '100',
    });

    // The document changed since the page loaded: the refusal shows and the list is asked again.
    version = '200';
    const opened = app.calls.filter((c) => c.name === 'ConsultarPortalPublico').length;
    await user.click(within(list).getByRole('button', { name: 'Baixar o PDF de Revisão elétrica' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A versão pública deste PDF está desatualizada, não é possível baixá-lo',
    );
    await waitFor(() =>
      expect(app.calls.filter((c) => c.name === 'ConsultarPortalPublico').length).toBe(opened + 1),
    );
    await user.click(
      within(await screen.findByRole('list', { name: 'Atividades' })).getByRole('button', {
        name: 'Baixar o PDF de Revisão elétrica',
      }),
    );
    await waitFor(() => expect(saved).toEqual(['Revisão elétrica.pdf', 'Revisão elétrica.pdf']));
  });

  it('says the portal is unavailable for a disabled or unknown link', async () => {
    renderApp({
      path: '/client-center/7-old',
      handlers: {
        ConsultarPortalPublico: () =>
          errorEnvelope(
            'PORTAL_UNAVAILABLE',
            'Portal indisponível ou erro nos dados. Confira o link com a empresa que o enviou.',
          ),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Portal indisponível' })).toBeTruthy();
    expect(screen.getByText(/Portal indisponível ou erro nos dados/)).toBeTruthy();
  });
});
