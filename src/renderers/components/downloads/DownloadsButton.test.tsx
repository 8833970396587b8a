import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DownloadItem } from './DownloadItem';
import { DownloadsButton } from './DownloadsButton';
import { downloadRequests } from './downloadRequests';
import { renderWithRuntime } from '../../testing/renderWithRuntime';

const item = (fields: Partial<DownloadItem>): DownloadItem => ({
  id: 1,
  format: 'excel',
  taskIds: [5, 6],
  taskCount: 2,
  status: 'waiting',
  progress: 0,
  name: 'atividades_20261122_1530.xlsx',
  size: null,
  errorCode: null,
  error: null,
  createdAt: '2026-11-22T18:30:00.000Z',
  finishedAt: null,
  ...fields,
});

const QUEUE = [
  item({ id: 5, status: 'generating', progress: 40, format: 'pdf', name: 'atividades_20261122_1531.pdf' }),
  item({ id: 4, status: 'ready', progress: 100, size: 12_300, format: 'excelImages' }),
  item({
    id: 3,
    status: 'error',
    format: 'images',
    name: 'atividades_20261122_1500.zip',
    errorCode: 'DOWNLOAD_NO_DATA',
    error: 'Não há dados para gerar este download',
  }),
  item({
    id: 2,
    status: 'done',
    progress: 100,
    size: 900,
    format: 'kml',
    name: 'atividades_20261122_1400.kml',
  }),
  item({ id: 1, status: 'waiting', taskCount: 1, taskIds: [5] }),
];

afterEach(() => vi.restoreAllMocks());

describe('DownloadsButton and DownloadsQueue', () => {
  it('shows the pending count and lists every state with its actions', async () => {
    renderWithRuntime(<DownloadsButton />, { ConsultarDownloads: () => ({ ITEMS: QUEUE }) });
    const button = await screen.findByRole('button', { name: 'Downloads, 3 pendentes' });
    expect(within(button).getByText('3')).toBeTruthy();
    await userEvent.setup().click(button);
    const panel = await screen.findByRole('dialog', { name: 'Downloads' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'atividades_20261122_1531.pdf: Gerando',
      'atividades_20261122_1530.xlsx: Pronto',
      'atividades_20261122_1500.zip: Erro',
      'atividades_20261122_1400.kml: Concluído',
      'atividades_20261122_1530.xlsx: Aguardando geração',
    ]);
    const progress = within(rows[0]!).getByRole('progressbar', {
      name: 'Progresso de atividades_20261122_1531.pdf',
    });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(rows[1]!.textContent).toContain('Excel com imagens · 2 atividades · 12,3 kB');
    expect(within(rows[1]!).getByRole('button', { name: 'Baixar' })).toBeTruthy();
    expect(rows[2]!.textContent).toContain('Não há dados para gerar este download');
    expect(within(rows[2]!).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(within(rows[3]!).getByRole('button', { name: 'Baixar' })).toBeTruthy();
    expect(rows[4]!.textContent).toContain('1 atividade');
    expect(within(rows[4]!).queryByRole('button')).toBeNull();
  });

  it('polls while something is generating, until it is ready', async () => {
    let answers = 0;
    const { calls } = renderWithRuntime(<DownloadsButton />, {
      ConsultarDownloads: () => {
        answers++;
        return {
          ITEMS: [
            item({ id: 8, status: answers < 2 ? 'generating' : 'ready', progress: answers < 2 ? 30 : 100 }),
          ],
        };
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Downloads, 1 pendente' }));
    const panel = await screen.findByRole('dialog', { name: 'Downloads' });
    await within(panel).findByText('Pronto', {}, { timeout: 6000 });
    const polled = calls.filter((c) => c.name === 'ConsultarDownloads').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // Nothing generating any more: no more polls.
    expect(calls.filter((c) => c.name === 'ConsultarDownloads').length).toBe(polled);
  });

  it('saves a ready file under its name, and requests a failed one again', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = renderWithRuntime(<DownloadsButton />, {
      ConsultarDownloads: () => ({ ITEMS: QUEUE }),
      BaixarDownload: () => new Blob(['xlsx'], { type: 'application/octet-stream' }),
      SolicitarDownload: () => ({ ID: 6 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Downloads/ }));
    const panel = await screen.findByRole('dialog', { name: 'Downloads' });
    const rows = within(panel).getAllByRole('listitem');
    await user.click(within(rows[1]!).getByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(saved).toEqual(['atividades_20261122_1530.xlsx']));
    expect(calls.find((c) => c.name === 'BaixarDownload')!.params).toEqual({ ID: 4 });
    await user.click(within(rows[2]!).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'SolicitarDownload')!.params).toMatchObject({
        IDS: [5, 6],
        FORMATO: 'images',
      }),
    );
  });

  it('reloads at once when a download is requested elsewhere; an empty queue says so', async () => {
    let items: DownloadItem[] = [];
    renderWithRuntime(<DownloadsButton />, { ConsultarDownloads: () => ({ ITEMS: items }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Downloads' }));
    expect(await screen.findByText('Nenhum download solicitado')).toBeTruthy();
    items = [item({ id: 9 })];
    downloadRequests.getState().requested();
    expect(await screen.findByText('Aguardando geração')).toBeTruthy();
  });

  it('keeps the icon under the pointer when the count arrives, so a click pressed meanwhile is not lost', async () => {
    let items: DownloadItem[] = [];
    renderWithRuntime(<DownloadsButton />, { ConsultarDownloads: () => ({ ITEMS: items }) });
    const button = await screen.findByRole('button', { name: 'Downloads' });
    const icon = button.querySelector('svg');
    expect(button.textContent).toBe('');
    items = [item({ id: 9 })];
    downloadRequests.getState().requested();
    await screen.findByRole('button', { name: 'Downloads, 1 pendente' });
    // The browser sends no click when the element pressed is removed before the button is released.
    expect(button.querySelector('svg')).toBe(icon);
    expect(icon!.isConnected).toBe(true);
    expect(button.textContent).toBe('1');
  });

  it('past 99 pending the name says "99+" as the badge does', async () => {
    const many = Array.from({ length: 120 }, (_, i) => item({ id: i + 1 }));
    renderWithRuntime(<DownloadsButton />, { ConsultarDownloads: () => ({ ITEMS: many }) });
    const button = await screen.findByRole('button', { name: 'Downloads, 99+ pendentes' });
    expect(button.textContent).toBe('99+');
  });
});
