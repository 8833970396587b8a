import LinkOff from '@mui/icons-material/LinkOff';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { PublicTask } from '../../../runtime/protocol/answers/PublicTask';
import { CommandError } from '../../../runtime/protocol/CommandError';
import { CenteredMessage } from '../../components/CenteredMessage';
import { downloadBlob } from '../../components/downloads/downloadBlob';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import { useBlobUrl } from '../../components/files/useBlobUrl';
import { PortalPasswordForm } from './PortalPasswordForm';
import type { PublicPortal } from './PublicPortal';
import { PortalView } from './PortalView';

type State =
  | { kind: 'loading' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'password'; error: string | null }
  | { kind: 'open'; portal: PublicPortal; password: string | undefined };

/** The portal's accent colour as the primary colour of the page (buttons, header, headings). */
function accentTheme(color: string) {
  return (outer: Theme): Theme =>
    /^#[0-9a-fA-F]{6}$/.test(color)
      ? {
          ...outer,
          palette: { ...outer.palette, primary: outer.palette.augmentColor({ color: { main: color } }) },
        }
      : outer;
}

/**
 * /client-center/:token: the public client portal, without login. Asks for the access password when one
 * is set ('Senha de acesso incorreta' when wrong), then shows the client with the portal's banner, logo
 * and accent colour; an unknown or disabled link says the portal is unavailable. Where the portal offers
 * downloads, a finished activity's "Baixar PDF" saves its PDF; a PDF refused as outdated (the document
 * changed since the page loaded) says so and the page reloads its list.
 */
export function ClientPortalPublicScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  const { command } = useRuntime();
  const token = props.params.token ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<Blob | null>(null);
  const [logo, setLogo] = useState<Blob | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const open = useCallback(
    async (password?: string) => {
      setBusy(true);
      try {
        const answer = await command<{ PORTAL?: PublicPortal; PASSWORD_REQUIRED?: boolean }>(
          'ConsultarPortalPublico',
          { TOKEN: token, ...(password ? { PASSWORD: password } : {}) },
          { silent: true },
        );
        setState(
          answer.PORTAL
            ? { kind: 'open', portal: answer.PORTAL, password }
            : { kind: 'password', error: null },
        );
      } catch (e) {
        const message = e instanceof CommandError ? e.message : t('errors.PORTAL_UNAVAILABLE');
        if (e instanceof CommandError && e.code === 'SHARE_WRONG_PASSWORD')
          setState({ kind: 'password', error: message });
        else setState({ kind: 'unavailable', message });
      } finally {
        setBusy(false);
      }
    },
    [command, token, t],
  );
  useEffect(() => {
    void open();
  }, [open]);

  const portal = state.kind === 'open' ? state.portal : null;
  const password = state.kind === 'open' ? state.password : undefined;
  useEffect(() => {
    if (!portal) return;
    const load = (kind: 'banner' | 'logo', has: boolean, set: (b: Blob | null) => void) => {
      if (!has) return set(null);
      command<Blob>(
        'ConsultarImagemPortalPublico',
        { TOKEN: token, KIND: kind, ...(password ? { PASSWORD: password } : {}) },
        { responseType: 'blob', silent: true },
      )
        .then(set)
        .catch(() => set(null));
    };
    load('banner', portal.hasBanner, setBanner);
    load('logo', portal.hasLogo, setLogo);
  }, [command, token, password, portal]);
  const downloadPdf = async (task: PublicTask) => {
    setDownloading(task.id);
    setDownloadError(null);
    try {
      const pdf = await command<Blob>(
        'BaixarPdfPortalPublico',
        {
          TOKEN: token,
          TASK_ID: task.id,
          VERSION: task.pdfVersion,
          ...(password ? { PASSWORD: password } : {}),
        },
        { responseType: 'blob', silent: true },
      );
      downloadBlob(pdf, `${task.title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || task.id}.pdf`);
    } catch (e) {
      setDownloadError(e instanceof CommandError ? e.message : t('errors.DOWNLOAD_BUILD_FAILED'));
      if (e instanceof CommandError && e.code === 'PUBLIC_PDF_OUTDATED') void open(password);
    } finally {
      setDownloading(null);
    }
  };
  const bannerUrl = useBlobUrl(banner);
  const logoUrl = useBlobUrl(logo);

  if (state.kind === 'loading') return <FullPageSpinner />;
  if (state.kind === 'unavailable')
    return (
      <CenteredMessage
        icon={<LinkOff color="action" sx={{ fontSize: 48 }} />}
        title={t('publicPortal.unavailableTitle')}
        text={state.message}
      />
    );
  if (state.kind === 'password')
    return <PortalPasswordForm error={state.error} busy={busy} onSubmit={(p) => void open(p)} />;
  return (
    <ThemeProvider theme={accentTheme(state.portal.accentColor)}>
      <PortalView
        portal={state.portal}
        bannerUrl={bannerUrl}
        logoUrl={logoUrl}
        onDownload={(task) => void downloadPdf(task)}
        downloading={downloading}
        downloadError={downloadError}
      />
    </ThemeProvider>
  );
}
