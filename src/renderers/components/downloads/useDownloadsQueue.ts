import { useCallback, useEffect, useState } from 'react';
import { useRuntime } from '../../hooks/useRuntime';
import type { DownloadItem } from './DownloadItem';
import { downloadRequests } from './downloadRequests';

/** How often the queue asks again while a file is being generated or fetched. */
export const DOWNLOADS_POLL_MS = 2000;

const BUSY = new Set(['waiting', 'generating', 'downloading']);

export interface DownloadsQueueState {
  items: DownloadItem[];
  /** The first answer came (or failed). */
  loaded: boolean;
  failed: boolean;
  /** Waiting, generating or ready (not fetched yet): the badge's count. */
  pending: number;
  refresh(): void;
}

/**
 * The user's downloads (ConsultarDownloads): loaded once, again whenever a download is requested
 * (downloadRequests) or `refresh` is called, and every DOWNLOADS_POLL_MS while one waits, generates or
 * is being fetched; no polling otherwise. Failures are silent (the top bar must not toast on every page).
 *
 * @example const queue = useDownloadsQueue(); queue.pending // 2
 */
export function useDownloadsQueue(): DownloadsQueueState {
  const { command } = useRuntime();
  const requested = downloadRequests((s) => s.version);
  const [items, setItems] = useState<DownloadItem[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let alive = true;
    command<{ ITEMS: DownloadItem[] }>('ConsultarDownloads', {}, { silent: true })
      .then((answer) => alive && (setItems(answer.ITEMS), setFailed(false)))
      .catch(() => alive && setFailed(true))
      .finally(() => alive && setLoaded(true));
    return () => {
      alive = false;
    };
  }, [command, requested, version]);
  const busy = items.some((item) => BUSY.has(item.status));
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(refresh, DOWNLOADS_POLL_MS);
    return () => clearTimeout(timer);
  }, [busy, items, refresh]);
  const pending = items.filter(
    (i) => i.status === 'waiting' || i.status === 'generating' || i.status === 'ready',
  ).length;
  return { items, loaded, failed, pending, refresh };
}
