import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { DEFAULT_SPREADSHEET_PDF_SETTINGS } from '../../../runtime/pdf/SpreadsheetPdfSettings';
import { CommandError } from '../../../runtime/protocol/CommandError';
import { useRuntime } from '../../hooks/useRuntime';
import { downloadBlob } from '../downloads/downloadBlob';
import { useBlobUrl } from '../files/useBlobUrl';
import {
  spreadsheetPdfSettings,
  SpreadsheetPdfFields,
  type SpreadsheetPdfDraft,
} from './SpreadsheetPdfFields';

export interface ExcelToPdfPreviewDialogProps {
  open: boolean;
  onClose(): void;
  /** The Excel export template the preview is for, sent as TEMPLATE_ID. */
  templateId?: string;
}

const initialDraft = (): SpreadsheetPdfDraft => {
  const { orientation, scale, fitToWidth, marginsMm } = DEFAULT_SPREADSHEET_PDF_SETTINGS;
  return {
    orientation,
    scale: String(scale),
    fitToWidth,
    margins: {
      top: String(marginsMm.top),
      right: String(marginsMm.right),
      bottom: String(marginsMm.bottom),
      left: String(marginsMm.left),
    },
    sheet: '',
  };
};

type Problem = { severity: 'warning' | 'error'; message: string } | null;

/**
 * "Pré-visualizar planilha em PDF": choose an .xlsx file and how it prints (orientation, scale, fit to
 * width, margins, sheet), send it to ExcelToPdfPreview and see the PDF in the dialog, with a button to
 * save it. An empty answer is asked once more (spec 000 §7) and then, like a sheet without values
 * (SPREADSHEET_NO_DATA), shows the no-data warning; other refusals show their message in the dialog.
 *
 * @example <ExcelToPdfPreviewDialog open={open} templateId={template.id} onClose={() => setOpen(false)} />
 */
export function ExcelToPdfPreviewDialog(props: ExcelToPdfPreviewDialogProps) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [draft, setDraft] = useState(initialDraft);
  const [busy, setBusy] = useState(false);
  const [pdf, setPdf] = useState<Blob | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const url = useBlobUrl(pdf);
  const settings = spreadsheetPdfSettings(draft);
  const noData: Problem = { severity: 'warning', message: t('errors.SPREADSHEET_NO_DATA') };

  const generate = async () => {
    if (!file || !settings) return;
    setBusy(true);
    setProblem(null);
    setPdf(null);
    const ask = () =>
      command<Blob>(
        'ExcelToPdfPreview',
        {
          FILE: file,
          CONFIGURACOES_PDF: settings,
          ...(props.templateId ? { TEMPLATE_ID: props.templateId } : {}),
        },
        { responseType: 'blob', silent: true },
      );
    try {
      let answer = await ask();
      if (!answer.size) answer = await ask();
      if (answer.size) setPdf(answer);
      else setProblem(noData);
    } catch (error) {
      if (error instanceof CommandError && error.code === 'SPREADSHEET_NO_DATA') setProblem(noData);
      else setProblem({ severity: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const pdfName = `${(file?.name ?? 'planilha').replace(/\.[^.]+$/, '')}.pdf`;
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{t('exports.spreadsheetPreview.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFile />}>
              {t('exports.spreadsheetPreview.chooseFile')}
              <input
                hidden
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-label={t('exports.spreadsheetPreview.file')}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setPdf(null);
                  setProblem(null);
                }}
              />
            </Button>
            <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
              {file?.name ?? t('exports.spreadsheetPreview.noFile')}
            </Typography>
          </Stack>
          <SpreadsheetPdfFields draft={draft} onChange={setDraft} />
          {busy && <LinearProgress aria-label={t('exports.spreadsheetPreview.generating')} />}
          {problem && <Alert severity={problem.severity}>{problem.message}</Alert>}
          {url && (
            <Box
              component="iframe"
              title={t('exports.spreadsheetPreview.preview')}
              src={url}
              sx={{ width: '100%', height: '60vh', border: 1, borderColor: 'divider' }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          {t('common.close')}
        </Button>
        {pdf && (
          <Button onClick={() => downloadBlob(pdf, pdfName)} disabled={busy}>
            {t('exports.spreadsheetPreview.download')}
          </Button>
        )}
        <Button variant="contained" onClick={() => void generate()} disabled={busy || !file || !settings}>
          {t('exports.spreadsheetPreview.generate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
