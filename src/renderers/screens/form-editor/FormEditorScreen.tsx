import ArrowBack from '@mui/icons-material/ArrowBack';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { createFormEditorController } from '../../../runtime/controllers/formEditor/createFormEditorController';
import { FORM_NAME_MAX } from '../../../runtime/controllers/formEditor/modelProblems';
import { errorMessageKey } from '../../../runtime/errors/errorCatalogue';
import { UnsavedChangesDialog } from '../../components/documents/UnsavedChangesDialog';
import { FormApprovalNotice } from '../../components/form-approval/FormApprovalNotice';
import { EditLockDialog } from '../../components/editLock/EditLockDialog';
import { newEditionUid } from '../../components/editLock/newEditionUid';
import { useEditLock } from '../../components/editLock/useEditLock';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { UpsellDialog } from '../../components/UpsellDialog';
import { ExportTemplatesTab } from '../../forms/editor/ExportTemplatesTab';
import { FieldsBuilder } from '../../forms/editor/FieldsBuilder';
import { FieldsOverview } from '../../forms/editor/FieldsOverview';
import { FormSettingsTab } from '../../forms/editor/FormSettingsTab';
import { formModelOps } from '../../forms/editor/formModelOps';
import { NotificationsTab } from '../../forms/editor/NotificationsTab';
import { PermissionsTab } from '../../forms/editor/PermissionsTab';
import { WebhookTab } from '../../forms/editor/WebhookTab';
import { useFieldTypes } from '../../forms/fieldTypes/useFieldTypes';
import { useNotify } from '../../hooks/useNotify';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';

const PreviewTab = lazy(() =>
  import('../../forms/editor/PreviewTab').then((m) => ({ default: m.PreviewTab })),
);

const WorkflowTab = lazy(() =>
  import('../../workflow/WorkflowTab').then((m) => ({ default: m.WorkflowTab })),
);

const TABS = [
  'fields',
  'view',
  'settings',
  'notifications',
  'webhook',
  'fill',
  'result',
  'exports',
  'permissions',
  'workflow',
] as const;
type TabId = (typeof TABS)[number];

/**
 * /form/new (`?copy=<template copy id>`, `?folder=<id>`) and /form/edit/:id: the form editor. Tabs: fields
 * (palette, groups, drag to reorder, edit panel), view fields, manage (header, main field, score, folder,
 * globals), notifications, webhook, fill and result previews, PDF settings (export templates), permissions,
 * workflow (src/renderers/workflow). A plan limit refusal of the save opens the upsell. Saving checks the model first
 * (name, formulas, rules, loops) and sends SalvarModelo with the version and this tab's edition uid;
 * editing holds the form's edit lock (useEditLock). The data goes through createFormEditorController.
 */
export function FormEditorScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { command, i18n } = useRuntime();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const editId = props.params.id ? Number(props.params.id) : undefined;
  // A new form keeps its edition uid when it becomes /form/edit/:id after the first save (it holds the lock).
  const [edition] = useState(
    () => (location.state as { edition?: string } | null)?.edition ?? newEditionUid(),
  );
  const types = useFieldTypes();
  const [tab, setTab] = useState<TabId>('fields');
  const [previewValues, setPreviewValues] = useState<Record<string, unknown>>({});
  const copyId = search.get('copy');
  const folderParam = search.get('folder');
  // The controller lives as long as the form and the edition: not rebuilt when `t` changes identity
  // (a rebuild would ask for the edit lock again).
  const editor = useMemo(
    () =>
      createFormEditorController({
        command,
        t: i18n.t.bind(i18n),
        formId: editId,
        copyId: copyId ? Number(copyId) : undefined,
        folderId: folderParam ? Number(folderParam) : null,
        edition,
        blank: () =>
          formModelOps.emptyModel(
            i18n.t('forms.editor.untitled'),
            i18n.t('forms.editor.group.default', { n: 1 }),
            folderParam ? Number(folderParam) : null,
          ),
        notify,
      }),
    [command, i18n, editId, copyId, folderParam, edition, notify],
  );
  const {
    status,
    model,
    version,
    saved,
    permissions,
    problems,
    saving,
    lock,
    folders,
    change,
    setPermissions,
  } = useStore(editor);
  const { limitReached, closeLimit, approval, disapproval } = useStore(editor);
  const force = useEditLock(editor, editId, edition, lock.status === 'active');

  useEffect(() => {
    void editor.getState().load();
    void editor.getState().loadFolders();
  }, [editor]);

  // Read when the user leaves (route change or tab close), not at render: a save that navigates right
  // away has already cleared it.
  const unsaved = useMemo(
    () => ({
      get current() {
        return editor.getState().dirty;
      },
    }),
    [editor],
  );

  const refuse = (message: string) => notify('error', message);

  const save = async () => {
    const id = await editor.getState().save();
    if (id !== undefined && !editId) void navigate(`/form/edit/${id}`, { replace: true, state: { edition } });
  };

  const header = (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: { xs: 1, sm: 2 }, pt: 1 }}
    >
      <IconButton component={RouterLink} to="/forms" aria-label={t('forms.editor.back')}>
        <ArrowBack />
      </IconButton>
      <Typography variant="h6" component="h1" sx={{ flex: 1, minWidth: 0 }} noWrap>
        {title}
      </Typography>
      {version !== undefined && <Chip size="small" label={t('forms.editor.version', { version })} />}
      {model && (
        <Button
          variant="contained"
          startIcon={<SaveOutlined />}
          disabled={saving || (editId !== undefined && lock.status !== 'active')}
          onClick={() => void save()}
        >
          {t('forms.editor.save')}
        </Button>
      )}
    </Box>
  );

  if (status === 'notFound') return <NotFound back="/forms" />;
  if (status === 'failed')
    return (
      <>
        {header}
        <Alert severity="error" sx={{ m: 2 }}>
          {t('forms.editor.loadError')}
        </Alert>
      </>
    );
  if (!model || !types)
    return (
      <>
        {header}
        <FullPageSpinner />
      </>
    );
  const nameTooLong = model.name.length > FORM_NAME_MAX;
  return (
    <>
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {header}
        <Box sx={{ px: { xs: 1, sm: 2 }, pt: 1 }}>
          <TextField
            fullWidth
            size="small"
            label={t('forms.editor.name')}
            value={model.name}
            required
            error={nameTooLong || !model.name.trim()}
            helperText={nameTooLong ? t(errorMessageKey('FORM_NAME_TOO_LONG')) : undefined}
            onChange={(e) => change({ ...model, name: e.target.value })}
          />
        </Box>
        <Tabs
          value={tab}
          onChange={(_e, value: TabId) => setTab(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('forms.editor.tabs.label')}
        >
          {TABS.map((id) => (
            <Tab key={id} value={id} label={t(`forms.editor.tabs.${id}`)} id={`editor-tab-${id}`} />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        aria-labelledby={`editor-tab-${tab}`}
        sx={{
          p: { xs: 1, sm: 2 },
          display: 'grid',
          gap: 2,
          minWidth: 0,
          gridTemplateColumns: 'minmax(0, 1fr)',
        }}
      >
        <FormApprovalNotice approval={approval} disapproval={disapproval} name={model.name} />
        {problems.messages.length > 0 && (
          <Alert severity="error" role="alert">
            {problems.messages.map((message, i) => (
              <div key={i}>{message}</div>
            ))}
          </Alert>
        )}
        {tab === 'fields' && (
          <FieldsBuilder
            model={model}
            types={types}
            invalidIds={problems.ids}
            onChange={change}
            onRefuse={refuse}
          />
        )}
        {tab === 'view' && <FieldsOverview model={model} />}
        {tab === 'settings' && (
          <FormSettingsTab model={model} folders={folders} onChange={change} onRefuse={refuse} />
        )}
        {tab === 'notifications' && <NotificationsTab model={model} onChange={change} />}
        {tab === 'webhook' && <WebhookTab model={model} onChange={change} />}
        {(tab === 'fill' || tab === 'result') && (
          <Suspense fallback={<FullPageSpinner />}>
            <PreviewTab model={model} mode={tab} values={previewValues} onValues={setPreviewValues} />
          </Suspense>
        )}
        {tab === 'workflow' && (
          <Suspense fallback={<FullPageSpinner />}>
            <WorkflowTab model={model} invalidIds={problems.ids} onChange={change} />
          </Suspense>
        )}
        {tab === 'exports' && (
          <ExportTemplatesTab
            model={model}
            saved={saved}
            formId={editId}
            version={version}
            onChange={change}
          />
        )}
        {tab === 'permissions' && (
          <PermissionsTab formId={editId} permissions={permissions} onSaved={setPermissions} />
        )}
      </Box>
      <EditLockDialog state={lock} onForce={() => void force()} onLeave={() => void navigate('/forms')} />
      <UnsavedChangesDialog unsaved={unsaved} texts="forms.editor.unsaved" />
      <UpsellDialog
        open={limitReached !== undefined}
        limitKey={limitReached?.key ?? ''}
        limit={limitReached?.limit}
        onClose={closeLimit}
      />
    </>
  );
}
