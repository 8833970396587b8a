import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { renderApp } from '../../testing/renderApp';

const ASSET = {
  name: 'Gerador 02',
  type: 'Gerador',
  unit: 'Filial 1 - Campinas',
  properties: [{ name: 'Número de série', value: 'SN-2026017' }],
  tasks: [],
};

describe('public asset ticket (/ticket?token=...)', () => {
  it('asks for the password, says when it is wrong, then shows the asset without a login', async () => {
    const app = renderApp({
      path: '/ticket?token=7-abc',
      handlers: {
        ConsultarAtivoPublico: (params) => {
          if (!params.PASSWORD) return { PASSWORD_REQUIRED: true };
          if (params.PASSWORD !== 'segredo123')
            return errorEnvelope('SHARE_WRONG_PASSWORD', 'Senha de acesso incorreta');
          return { ATIVO: ASSET };
        },
      },
    });
    const field = await screen.findByLabelText(/^Senha de acesso/);
    fireEvent.change(field, { target: { value: 'errada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Acessar' }));
    expect(await screen.findByText('Senha de acesso incorreta')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'segredo123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Acessar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gerador 02' })).toBeTruthy();
    expect(screen.getByText('Filial 1 - Campinas')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Propriedades' }).textContent).toContain('SN-2026017');
    expect(screen.getByRole('region', { name: 'Tarefas' }).textContent).toContain('Nenhuma tarefa.');
    expect(app.calls.filter((c) => c.name === 'ConsultarAtivoPublico').map((c) => c.params)).toEqual([
      { TOKEN: '7-abc' },
      { TOKEN: '7-abc', PASSWORD: 'errada' },
      { TOKEN: '7-abc', PASSWORD: 'segredo123' },
    ]);
  });

  it('lists the asset tasks with their state when the share shows them', async () => {
    const tasks = [
      {
        id: 3,
        title: 'Degelo da câmara',
        state: 'late',
        doneLabel: null,
        startAt: '2026-11-20T11:00:00.000Z',
        dueAt: '2026-11-22T21:00:00.000Z',
        finishedAt: null,
      },
    ];
    renderApp({
      path: '/ticket?token=7-abc',
      handlers: { ConsultarAtivoPublico: () => ({ ATIVO: { ...ASSET, tasks } }) },
    });
    const list = await screen.findByRole('list', { name: 'Tarefas' });
    expect(list.textContent).toContain('Degelo da câmara');
    expect(list.textContent).toContain('Atrasada');
    expect(list.textContent).toMatch(/Prazo: 22\/11\/2026/);
    expect(list.textContent).not.toContain('Responsável');
    expect(screen.queryByText('Nenhuma tarefa.')).toBeNull();
  });

  it('shows only what the share allows', async () => {
    renderApp({
      path: '/ticket?token=7-abc',
      handlers: { ConsultarAtivoPublico: () => ({ ATIVO: { name: 'Elevador 03', type: null, unit: null } }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Elevador 03' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Propriedades' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tarefas' })).toBeNull();
    expect(screen.queryByLabelText(/^Senha de acesso/)).toBeNull();
  });

  it('shows the unavailable message for a disabled or unknown link, and without a token', async () => {
    renderApp({
      path: '/ticket?token=7-old',
      handlers: {
        ConsultarAtivoPublico: () =>
          errorEnvelope(
            'SHARE_UNAVAILABLE',
            'Compartilhamento desse descrição está indisponível, tente novamente mais tarde!',
          ),
      },
    });
    expect(
      await screen.findByText(
        'Compartilhamento desse descrição está indisponível, tente novamente mais tarde!',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/^Senha de acesso/)).toBeNull();
  });

  it('needs no call when the link has no token', async () => {
    const app = renderApp({ path: '/ticket', handlers: {} });
    expect(
      await screen.findByText(
        'Compartilhamento desse descrição está indisponível, tente novamente mais tarde!',
      ),
    ).toBeTruthy();
    expect(app.calls).toEqual([]);
  });
});
