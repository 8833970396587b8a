import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Print from '@mui/icons-material/Print';
import Share from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { localOffset } from '../../../runtime/tasks/localOffset';
import { downloadRequests } from '../downloads/downloadRequests';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';

/** Printing shows the document only: the app's bars, menus and these buttons are left off the page. */
const PRINT_STYLES = {
  '@media print': {
    'header, nav, .MuiAppBar-root, .MuiDrawer-root, [data-print="hide"]': { display: 'none !important' },
    'main, body': { margin: '0 !important', padding: '0 !important', background: '#fff' },
    '.MuiCard-root, fieldset': { breakInside: 'avoid', boxShadow: 'none !important' },
  },
};

/**
 * A finished document's actions: Baixar PDF (the default document PDF of its task through
 * SolicitarDownload, followed in the downloads queue; a document without a task has no PDF of its own
 * and prints to PDF instead), Imprimir (window.print under a print stylesheet) and Compartilhar link
 * (the Web Share API where the browser has it, else the link copied to the clipboard).
 *
 * @example <FinishedDocumentActions documentId={31} taskId={12} title="Vistoria" />
 */
export function FinishedDocumentActions(props: { documentId: number; taskId: number | null; title: string }) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const link = `${window.location.origin}${window.location.pathname}#/finished_form/${props.documentId}`;

  const requestPdf = async () => {
    setBusy(true);
    try {
      await command('SolicitarDownload', { IDS: [props.taskId], FORMATO: 'pdf', FUSO: localOffset() });
      notify('success', t('downloads.requested'));
      downloadRequests.getState().requested();
    } catch {
      // The adapter already showed the refusal.
    } finally {
      setBusy(false);
    }
  };

  const share = async () => {
    const data = {
      title: props.title,
      text: t('forms.fill.documentActions.shareTitle', { id: props.documentId }),
      url: link,
    };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      // Cancelling the share sheet is not an error worth showing.
      await navigator.share(data).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    notify('success', t('forms.fill.documentActions.linkCopied'));
  };

  return (
    <Box
      role="group"
      aria-label={t('forms.fill.documentActions.actions')}
      data-print="hide"
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
    >
      <GlobalStyles styles={PRINT_STYLES} />
      {props.taskId !== null && (
        <Button
          variant="outlined"
          startIcon={<PictureAsPdf />}
          disabled={busy}
          onClick={() => void requestPdf()}
        >
          {t('forms.fill.documentActions.downloadPdf')}
        </Button>
      )}
      <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
        {t('forms.fill.documentActions.print')}
      </Button>
      <Button variant="outlined" startIcon={<Share />} onClick={() => void share()}>
        {t('forms.fill.documentActions.share')}
      </Button>
    </Box>
  );
}
