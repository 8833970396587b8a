import Add from '@mui/icons-material/Add';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { canAccess } from '../../../runtime/access/canAccess';
import { FormApprovalBadge } from '../../components/form-approval/FormApprovalBadge';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageHeader } from '../../components/PageHeader';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useCommandData } from '../../hooks/useCommandData';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import { FolderActions, type FolderAction } from './FolderActions';
import { FolderDialog } from './FolderDialog';
import { FolderTree } from './FolderTree';
import type { FolderSummary } from '../../components/folders/FolderSummary';
import type { FormSummary } from './FormSummary';
import { FormRowActions, type FormAction } from './FormRowActions';
import { MoveFormDialog } from './MoveFormDialog';
import { PermissionsDialog } from './PermissionsDialog';

const COMMANDS: Record<Exclude<FormAction, 'move' | 'permissions'>, string> = {
  clone: 'ClonarModelo',
  archive: 'ArquivarModelo',
  delete: 'ExcluirModelo',
  unarchive: 'DesarquivarModelo',
  restore: 'RestaurarModelo',
};

/**
 * /forms: the folder tree (create, rename, move, permissions, delete) and the selected folder's forms with
 * search and per-form actions (edit, fill, clone, move, permissions, archive, delete). /archived-forms:
 * archived forms (unarchive, delete) and deleted ones (restore). Refusals come from the server as toasts.
 */
export function FormListScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { command } = useRuntime();
  const navigate = useNavigate();
  const ctx = useAccessContext();
  const canEdit = canAccess({ functionality: 'MODEL', level: 'EDIT' }, ctx).ok;
  const archivedPage = props.route.path === '/archived-forms';
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<'archived' | 'deleted'>('archived');
  const [search, setSearch] = useState('');
  const [moving, setMoving] = useState<FormSummary | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<FormSummary | null>(null);
  const [folderDialog, setFolderDialog] = useState<{
    folder?: FolderSummary;
    parentId: number | null;
  } | null>(null);
  const [folderPermissions, setFolderPermissions] = useState<FolderSummary | null>(null);
  const { data, failed, reload } = useCommandData<{ MODELOS: FormSummary[]; PASTAS: FolderSummary[] }>(
    'ListarModelos',
    { ESTADO: archivedPage ? state : 'active' },
  );
  const folderParam = params.get('folder');
  const selected = folderParam ? Number(folderParam) : null;
  const select = (id: number | null) =>
    setParams(id === null ? {} : { folder: String(id) }, { replace: true });
  const folders = useMemo(() => data?.PASTAS ?? [], [data]);
  const counts = useMemo(() => {
    const map = new Map<number | null, number>();
    for (const form of data?.MODELOS ?? []) map.set(form.folderId, (map.get(form.folderId) ?? 0) + 1);
    return map;
  }, [data]);
  const folderName = (id: number | null) =>
    id === null ? t('forms.list.root') : (folders.find((f) => f.id === id)?.name ?? '—');

  const act = async (action: FormAction, form: FormSummary) => {
    if (action === 'move') return setMoving(form);
    if (action === 'permissions') return setPermissionsOf(form);
    if (action === 'delete' && !window.confirm(t('forms.list.deleteConfirm', { name: form.name }))) return;
    try {
      const answer = await command<{ ID?: number }>(COMMANDS[action], { ID: form.id });
      if (action === 'clone' && answer.ID) void navigate(`/form/edit/${answer.ID}`);
      else reload();
    } catch {
      // The adapter already showed why (e.g. 'Não é possivel desarquivar modelos V1').
    }
  };

  const folderAct = async (action: FolderAction, folder: FolderSummary) => {
    if (action === 'subfolder') return setFolderDialog({ parentId: folder.id });
    if (action === 'edit') return setFolderDialog({ folder, parentId: folder.parentId });
    if (action === 'permissions') return setFolderPermissions(folder);
    if (!window.confirm(t('forms.list.deleteFolderConfirm', { name: folder.name }))) return;
    try {
      await command('ExcluirPasta', { ID: folder.id });
      select(folder.parentId);
      reload();
    } catch {
      // The adapter already showed why (e.g. it has subfolders).
    }
  };

  if (failed && !data) return <PageHeader title={title} />;
  if (!data) return <FullPageSpinner />;
  const query = search.trim().toLocaleLowerCase('pt-BR');
  const forms = data.MODELOS.filter((form) =>
    query
      ? form.name.toLocaleLowerCase('pt-BR').includes(query)
      : archivedPage ||
        form.folderId === selected ||
        (selected === null && !folders.some((f) => f.id === form.folderId)),
  );
  const selectedFolder = folders.find((f) => f.id === selected);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          archivedPage ? (
            <Button component={RouterLink} to="/forms">
              {t('forms.list.backToForms')}
            </Button>
          ) : (
            <>
              <Button component={RouterLink} to="/archived-forms">
                {t('forms.list.archivedLink')}
              </Button>
              {canEdit && (
                <Button
                  variant="contained"
                  startIcon={<Add />}
                  component={RouterLink}
                  to={selected === null ? '/form/new' : `/form/new?folder=${selected}`}
                >
                  {t('forms.list.newForm')}
                </Button>
              )}
            </>
          )
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: archivedPage ? 'minmax(0, 1fr)' : '300px minmax(0, 1fr)',
          },
          alignItems: 'start',
        }}
      >
        {!archivedPage && (
          <Paper variant="outlined" sx={{ p: 1, maxHeight: { xs: 280, md: 'none' }, overflow: 'auto' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', px: 1 }}>
              <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
                {t('forms.list.folders')}
              </Typography>
              {canEdit && (
                <Button
                  size="small"
                  startIcon={<CreateNewFolderOutlined />}
                  onClick={() => setFolderDialog({ parentId: selected })}
                >
                  {t('forms.list.newFolder')}
                </Button>
              )}
            </Box>
            <FolderTree folders={folders} selected={selected} counts={counts} onSelect={select} />
          </Paper>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
          {archivedPage ? (
            <Tabs
              value={state}
              onChange={(_e, value: 'archived' | 'deleted') => setState(value)}
              sx={{ mb: 1 }}
            >
              <Tab value="archived" label={t('forms.list.archived')} />
              <Tab value="deleted" label={t('forms.list.deleted')} />
            </Tabs>
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                {folderName(selected)}
              </Typography>
              {canEdit && selectedFolder && (
                <FolderActions folder={selectedFolder} onAction={(a) => void folderAct(a, selectedFolder)} />
              )}
            </Box>
          )}
          <TextField
            fullWidth
            size="small"
            type="search"
            label={t('forms.list.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          {forms.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              {query ? t('forms.list.noMatch') : t('forms.list.empty')}
            </Typography>
          ) : (
            <List aria-label={t('forms.list.formsOf', { name: archivedPage ? title : folderName(selected) })}>
              {forms.map((form) => (
                <ListItem
                  key={form.id}
                  divider
                  sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 0.5, sm: 1 } }}
                  secondaryAction={undefined}
                >
                  <ListItemText
                    sx={{ flex: '1 1 200px', minWidth: 0 }}
                    primary={form.name}
                    secondary={[
                      t('forms.list.version', { version: form.version }),
                      query || archivedPage ? folderName(form.folderId) : null,
                      form.v1 ? 'V1' : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                  <FormApprovalBadge status={form.APROVACAO} name={form.name} />
                  <Box sx={{ display: 'flex', ml: 'auto' }}>
                    <FormRowActions form={form} canEdit={canEdit} onAction={(a, f) => void act(a, f)} />
                  </Box>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      </Box>
      {moving && (
        <MoveFormDialog
          form={moving}
          folders={folders}
          onClose={() => setMoving(null)}
          onSaved={() => {
            setMoving(null);
            reload();
          }}
        />
      )}
      {folderDialog && (
        <FolderDialog
          folder={folderDialog.folder}
          parentId={folderDialog.parentId}
          folders={folders}
          onClose={() => setFolderDialog(null)}
          onSaved={(id) => {
            setFolderDialog(null);
            reload();
            select(id);
          }}
        />
      )}
      {folderPermissions && (
        <PermissionsDialog
          target={{
            kind: 'folder',
            id: folderPermissions.id,
            name: folderPermissions.name,
            permissions: folderPermissions.permissions,
            hide: folderPermissions.hideFormsWhenFilling,
          }}
          onClose={() => setFolderPermissions(null)}
          onSaved={() => {
            setFolderPermissions(null);
            reload();
          }}
        />
      )}
      {permissionsOf && (
        <PermissionsDialog
          target={{
            kind: 'form',
            id: permissionsOf.id,
            name: permissionsOf.name,
            permissions: permissionsOf.permissions,
          }}
          onClose={() => setPermissionsOf(null)}
          onSaved={() => {
            setPermissionsOf(null);
            reload();
          }}
        />
      )}
    </>
  );
}
