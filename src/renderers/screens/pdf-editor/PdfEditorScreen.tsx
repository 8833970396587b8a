import ArrowBack from '@mui/icons-material/ArrowBack';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Redo from '@mui/icons-material/Redo';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Undo from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { createPdfEditorController } from '../../../runtime/controllers/pdfEditor/createPdfEditorController';
import type { SampleContext } from '../../../runtime/controllers/pdfEditor/sampleDocumentData';
import { errorMessageKey } from '../../../runtime/errors/errorCatalogue';
import { newPdfLayout } from '../../../runtime/pdf/newPdfLayout';
import { screenIntroduction } from '../../../runtime/tour/screenIntroduction';
import { UnsavedChangesDialog } from '../../components/documents/UnsavedChangesDialog';
import { downloadBlob } from '../../components/downloads/downloadBlob';
import { EditLockDialog } from '../../components/editLock/EditLockDialog';
import { newEditionUid } from '../../components/editLock/newEditionUid';
import { useEditLock } from '../../components/editLock/useEditLock';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import { PdfEditorWorkspace } from '../../pdf-editor/PdfEditorWorkspace';
import type { ScreenProps } from '../ScreenProps';

/** The user's own introduction to the editor, remembered with the guided tour's settings. */
const HELP_TOUR = 'pdfEditor';

/** Today as `YYYY-MM-DD`, in the user's time zone. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * /form/:modelUniqueId/:modelId/pdf/:templateId (outside the main layout, MODEL EDIT): the PDF editor of
 * one PDF export template of a form (spec 001 §2-3), on the form's current version only (an older one
 * answers OLD_MODEL_NOT_CUSTOMIZABLE, nothing editable). The bar: back to the form, the template,
 * undo, redo, help, "Pré-visualizar PDF" (the layout printed by the server over the canvas's sample)
 * and save; the room below (PdfEditorWorkspace, the GrapesJS canvas in a chunk of its own). Holds the form's edit lock like the form editor; each save makes a new version, which the
 * address follows. Data through createPdfEditorController.
 */
export function PdfEditorScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { command, i18n, session } = runtime;
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const formId = Number(props.params.modelUniqueId);
  const templateId = props.params.templateId ?? '';
  // The version the controller opened: after a save the address moves to the new version without
  // building a new controller (it would ask for the edit lock again); another address opens afresh.
  const requested = Number(props.params.modelId);
  const [modelVersion, setModelVersion] = useState(requested);
  const [edition] = useState(
    () => (location.state as { edition?: string } | null)?.edition ?? newEditionUid(),
  );
  const editor = useMemo(
    () =>
      createPdfEditorController({
        command,
        formId,
        modelVersion,
        templateId,
        edition,
        start: (model, settings) => newPdfLayout(settings, model, i18n.t.bind(i18n)),
        problemText: (problem) => i18n.t(`exportTemplates.problems.${problem.code}`, problem.params),
        notify,
      }),
    [command, i18n, notify, formId, modelVersion, templateId, edition],
  );
  const { status, model, template, version, lock, saving, previewing, past, future, undo, redo, problems } =
    useStore(editor);
  if (requested !== modelVersion && requested !== version) setModelVersion(requested);
  const ready = status === 'ready';
  const force = useEditLock(editor, ready ? formId : undefined, edition, lock.status === 'active');
  const [help, setHelp] = useState(() => !screenIntroduction.seen(session, HELP_TOUR));
  const back = `/form/edit/${formId}`;

  useEffect(() => {
    void editor.getState().load();
  }, [editor]);

  const unsaved = useMemo(
    () => ({
      get current() {
        return editor.getState().dirty;
      },
    }),
    [editor],
  );

  const save = useCallback(async () => {
    if (editor.getState().lock.status !== 'active') return;
    const saved = await editor.getState().save();
    if (saved !== undefined)
      void navigate(`/form/${formId}/${saved}/pdf/${encodeURIComponent(templateId)}`, {
        replace: true,
        state: { edition },
      });
  }, [editor, navigate, formId, templateId, edition]);

  const sample = useMemo<SampleContext>(
    () => ({
      t: i18n.t.bind(i18n),
      locale: i18n.language || 'pt-BR',
      companyName: session.getState().user?.companyName ?? '',
      today: today(),
    }),
    [i18n, session],
  );

  // The print of what the canvas shows: the same layout over the same sample (docs/pdf.md).
  const preview = async () => {
    const pdf = await editor.getState().preview(sample.today);
    if (pdf) downloadBlob(pdf, `${template?.name || model?.name || 'layout'}.pdf`);
  };

  const closeHelp = () => {
    setHelp(false);
    if (!screenIntroduction.seen(session, HELP_TOUR))
      screenIntroduction.markSeen(command, session, HELP_TOUR);
  };

  if (status === 'notFound') return <NotFound back={back} />;
  const title = template ? t('pdfEditor.title', { name: template.name }) : t('routes.pdfCustomization');
  const bar = (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <IconButton component={RouterLink} to={back} aria-label={t('pdfEditor.back')}>
        <ArrowBack />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h1" noWrap>
          {title}
        </Typography>
        {model && (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {model.name}
          </Typography>
        )}
      </Box>
      {ready && version !== undefined && <Chip size="small" label={t('forms.editor.version', { version })} />}
      {ready && (
        <>
          <Tooltip title={t('pdfEditor.undo')}>
            <span>
              <IconButton aria-label={t('pdfEditor.undo')} disabled={!past.length} onClick={undo}>
                <Undo />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('pdfEditor.redo')}>
            <span>
              <IconButton aria-label={t('pdfEditor.redo')} disabled={!future.length} onClick={redo}>
                <Redo />
              </IconButton>
            </span>
          </Tooltip>
          <IconButton aria-label={t('pdfEditor.help.open')} onClick={() => setHelp(true)}>
            <HelpOutlineOutlined />
          </IconButton>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfOutlined />}
            disabled={previewing}
            onClick={() => void preview()}
          >
            {t('pdfEditor.preview')}
          </Button>
          <Button
            variant="contained"
            startIcon={<SaveOutlined />}
            disabled={saving || lock.status !== 'active'}
            onClick={() => void save()}
          >
            {t('pdfEditor.save')}
          </Button>
        </>
      )}
    </Box>
  );

  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {bar}
      {status === 'loading' && <FullPageSpinner />}
      {status === 'failed' && (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('pdfEditor.loadError')}
        </Alert>
      )}
      {status === 'oldVersion' && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ m: 2 }}
          action={
            <Button component={RouterLink} to={back} color="inherit" size="small">
              {t('pdfEditor.openForm')}
            </Button>
          }
        >
          {t(errorMessageKey('OLD_MODEL_NOT_CUSTOMIZABLE'))}
        </Alert>
      )}
      {ready && problems.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mx: 2, my: 1 }}>
          {problems.map((problem, i) => (
            <div key={i}>{t(`exportTemplates.problems.${problem.code}`, problem.params)}</div>
          ))}
        </Alert>
      )}
      {ready && (
        <PdfEditorWorkspace
          store={editor}
          sample={sample}
          // The lock's dialog comes first: the help waits until this tab edits.
          help={help && lock.status !== 'locked' && lock.status !== 'paused'}
          onHelpClose={closeHelp}
          onSave={() => void save()}
        />
      )}
      <EditLockDialog state={lock} onForce={() => void force()} onLeave={() => void navigate(back)} />
      <UnsavedChangesDialog unsaved={unsaved} texts="pdfEditor.unsaved" />
    </Box>
  );
}
