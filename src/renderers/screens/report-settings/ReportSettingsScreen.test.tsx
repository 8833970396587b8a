import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_SETTINGS, type ReportSettings } from '../../../runtime/pdf/ReportSettings';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';
import { setViewportWidth } from '../../testing/setViewportWidth';

function app() {
  return renderApp({
    path: '/report-settings',
    user: fixtureUser,
    functionalities: allFunctionalities,
    handlers: {
      ConsultarConfiguracoesRelatorio: () => ({ CONFIGURACOES: DEFAULT_REPORT_SETTINGS }),
      SalvarConfiguracoesRelatorio: (params) => ({ CONFIGURACOES: params.CONFIGURACOES }),
    },
  });
}

describe('/report-settings', () => {
  it('edits the settings through labelled inputs and the keyboard at 360 px, and saves them', async () => {
    const restore = setViewportWidth(360);
    const user = userEvent.setup();
    const rendered = app();
    expect(await screen.findByRole('heading', { name: 'Configurações de relatório', level: 1 })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Paisagem' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cliente' }));
    screen.getByRole('checkbox', { name: 'Unidade' }).focus();
    await user.keyboard(' ');
    await user.selectOptions(screen.getByLabelText('Imagens por página'), '6');
    await user.click(screen.getByRole('radio', { name: 'Lista por linha' }));
    await user.selectOptions(screen.getByLabelText('Fonte do título'), 'serif');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(rendered.calls.some((c) => c.name === 'SalvarConfiguracoesRelatorio')).toBe(true),
    );
    const sent = rendered.calls.find((c) => c.name === 'SalvarConfiguracoesRelatorio')!.params
      .CONFIGURACOES as ReportSettings;
    expect(sent).toMatchObject({
      orientation: 'landscape',
      headerItems: ['logo', 'formName', 'documentId', 'finishedAt', 'responsible', 'unit'],
      imagesPerPage: 6,
      tables: 'list',
      titleFont: { family: 'serif', sizePt: 16 },
    });
    restore();
  });

  it('refuses background pages that are not numbers, and a background without its picture', async () => {
    const user = userEvent.setup();
    const rendered = app();
    await user.selectOptions(await screen.findByLabelText('Aplicar o fundo em'), 'custom');
    await user.type(screen.getByLabelText('Páginas'), '1, x');
    expect(screen.getByText('Página de fundo inválida: x')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar' }).hasAttribute('disabled')).toBe(true);
    await user.clear(screen.getByLabelText('Páginas'));
    await user.type(screen.getByLabelText('Páginas'), '1, 3');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      (await screen.findAllByText(/Configuração de fundo inválida: escolha a imagem/)).length,
    ).toBeGreaterThan(0);
    expect(rendered.calls.some((c) => c.name === 'SalvarConfiguracoesRelatorio')).toBe(false);
  });
});
