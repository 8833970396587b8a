import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { downloadRequests } from './downloadRequests';
import { renderWithRuntime } from '../../testing/renderWithRuntime';
import { TaskDownloadsMenu } from './TaskDownloadsMenu';

describe('TaskDownloadsMenu', () => {
  it('is disabled with a hint while no task is selected', async () => {
    renderWithRuntime(<TaskDownloadsMenu ids={[]} />);
    const button = screen.getByRole('button', { name: 'Baixar' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Selecione ao menos uma atividade para baixar',
    );
    await userEvent.setup().hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'Selecione ao menos uma atividade para baixar',
    );
  });

  it('offers the five download types and requests the chosen one for the selected tasks', async () => {
    const before = downloadRequests.getState().version;
    const { calls, runtime } = renderWithRuntime(<TaskDownloadsMenu ids={[12, 15]} />, {
      SolicitarDownload: () => ({ ID: 90 }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Baixar' }));
    const menu = await screen.findByRole('menu', { name: 'Baixar as atividades selecionadas' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Excel (atividades e respostas)',
      'Excel com imagens',
      'Imagens (zip)',
      'Google Earth (KML)',
      'PDF (documento padrão)',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Excel com imagens' }));
    await waitFor(() => expect(calls.map((c) => c.name)).toEqual(['SolicitarDownload']));
    expect(calls[0]!.params).toMatchObject({ IDS: [12, 15], FORMATO: 'excelImages' });
    expect(typeof calls[0]!.params.FUSO).toBe('number');
    await waitFor(() =>
      expect(runtime.notifications.getState().items.map((n) => n.message)).toContain(
        'Download solicitado. Acompanhe em Downloads.',
      ),
    );
    expect(downloadRequests.getState().version).toBe(before + 1);
  });

  it('works with the keyboard', async () => {
    const { calls } = renderWithRuntime(<TaskDownloadsMenu ids={[3]} />, {
      SolicitarDownload: () => ({ ID: 91 }),
    });
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Baixar' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(calls[0]?.params).toMatchObject({ IDS: [3], FORMATO: 'kml' }));
  });
});
