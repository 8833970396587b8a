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
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessageKey } from '../../../runtime/errors/errorCatalogue';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { CommandError } from '../../../runtime/protocol/CommandError';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { FieldsBuilder } from '../../forms/editor/FieldsBuilder';
import { FieldsOverview } from '../../forms/editor/FieldsOverview';
import { FormSettingsTab } from '../../forms/editor/FormSettingsTab';
import { formModelOps } from '../../forms/editor/formModelOps';
import { NotificationsTab } from '../../forms/editor/NotificationsTab';
import type { Permissions } from '../../forms/editor/PermissionsFields';
import { PermissionsTab } from '../../forms/editor/PermissionsTab';
import { WebhookTab } from '../../forms/editor/WebhookTab';
import { useFieldTypes } from '../../forms/fieldTypes/useFieldTypes';
import { useCommandData } from '../../hooks/useCommandData';
import { useNotify } from '../../hooks/useNotify';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import type { FolderSummary } from '../../components/folders/FolderSummary';
import { EditLockDialog } from './EditLockDialog';
import { FORM_NAME_MAX, modelProblems } from './modelProblems';
import { newEditionUid } from './newEditionUid';
import { useEditLock } from './useEditLock';

const PreviewTab = lazy(() =>
  import('../../forms/editor/PreviewTab').then((m) => ({ default: m.PreviewTab })),
);

const TABS = [
  'fields',
  'view',
  'settings',
  'notifications',
  'webhook',
  'fill',
  'result',
  'permissions',
] as const;
type TabId = (typeof TABS)[number];

interface LoadedModel {
  id: number;
  version: number;
  permissions: Permissions;
  model: FormModel;
}

const NO_PERMISSIONS: Permissions = { roles: [], squads: [], employees: [] };

/**
 * /form/new (`?copy=<template copy id>`, `?folder=<id>`) and /form/edit/:id: the form editor. Tabs: fields
 * (palette, groups, drag to reorder, edit panel), view fields, manage (header, main field, score, folder,
 * globals), notifications, webhook, fill and result previews, permissions. Saving checks the model first
 * (name, formulas, rules, loops) and sends SalvarModelo with the version and this tab's edition uid;
 * editing holds the form's edit lock (useEditLock).
 */
export function FormEditorScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { command } = useRuntime();
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
  const lock = useEditLock(editId, edition);
  const { data: list } = useCommandData<{ PASTAS: FolderSummary[] }>('ListarModelos');
  const [model, setModel] = useState<FormModel | undefined>(undefined);
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [permissions, setPermissions] = useState<Permissions>(NO_PERMISSIONS);
  const [failed, setFailed] = useState(false);
  const [tab, setTab] = useState<TabId>('fields');
  const [problems, setProblems] = useState<{ messages: string[]; ids: Set<string> }>({
    messages: [],
    ids: new Set(),
  });
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [previewValues, setPreviewValues] = useState<Record<string, unknown>>({});
  const copyId = search.get('copy');
  const folderParam = search.get('folder');

  useEffect(() => {
    let alive = true;
    const folderId = folderParam ? Number(folderParam) : null;
    const load = async (): Promise<{ model: FormModel; loaded?: LoadedModel }> => {
      if (editId) {
        const answer = await command<{ MODELO: LoadedModel }>('ConsultarModeloDocumento', { ID: editId });
        return { model: answer.MODELO.model, loaded: answer.MODELO };
      }
      if (copyId) {
        const answer = await command<{ MODELO: { model: FormModel } }>('ConsultarModeloCopia', {
          ID: Number(copyId),
        });
        return { model: { ...answer.MODELO.model, folderId } };
      }
      return {
        model: formModelOps.emptyModel(
          t('forms.editor.untitled'),
          t('forms.editor.group.default', { n: 1 }),
          folderId,
        ),
      };
    };
    load()
      .then(({ model: loaded, loaded: row }) => {
        if (!alive) return;
        setModel(loaded);
        if (row) {
          setVersion(row.version);
          setPermissions(row.permissions ?? NO_PERMISSIONS);
        }
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [command, editId, copyId, folderParam, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (next: FormModel) => {
    setModel(next);
    setDirty(true);
    if (problems.messages.length) setProblems(modelProblems(next, t));
  };
  const refuse = (message: string) => notify('error', message);

  const save = async () => {
    if (!model) return;
    const found = modelProblems(model, t);
    setProblems(found);
    if (found.messages.length) {
      notify('error', found.messages[0]!);
      return;
    }
    setSaving(true);
    try {
      const answer = await command<{ ID: number; VERSAO: number }>('SalvarModelo', {
        ...(editId ? { ID: editId, VERSAO: version } : {}),
        MODELO: model,
        EDICAO: edition,
      });
      setDirty(false);
      setVersion(answer.VERSAO);
      if (!editId) void navigate(`/form/edit/${answer.ID}`, { replace: true, state: { edition } });
    } catch (error) {
      // The adapter already showed why; a lost lock also pauses the editor.
      if (error instanceof CommandError && error.code === 'FORM_LOCKED')
        lock.lost(typeof error.answer.EDITOR === 'string' ? error.answer.EDITOR : null);
    } finally {
      setSaving(false);
    }
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
          disabled={saving || (editId !== undefined && lock.state.status !== 'active')}
          onClick={() => void save()}
        >
          {t('forms.editor.save')}
        </Button>
      )}
    </Box>
  );

  if (failed)
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
          <FormSettingsTab model={model} folders={list?.PASTAS ?? []} onChange={change} onRefuse={refuse} />
        )}
        {tab === 'notifications' && <NotificationsTab model={model} onChange={change} />}
        {tab === 'webhook' && <WebhookTab model={model} onChange={change} />}
        {(tab === 'fill' || tab === 'result') && (
          <Suspense fallback={<FullPageSpinner />}>
            <PreviewTab model={model} mode={tab} values={previewValues} onValues={setPreviewValues} />
          </Suspense>
        )}
        {tab === 'permissions' && (
          <PermissionsTab formId={editId} permissions={permissions} onSaved={setPermissions} />
        )}
      </Box>
      <EditLockDialog
        state={lock.state}
        onForce={() => void lock.force()}
        onLeave={() => void navigate('/forms')}
      />
    </>
  );
}
