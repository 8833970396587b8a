// Hand-written, not the generic entity form (issue 12 looked): SalvarBiblioteca, not SaveEntity, keeps a
// library; its parent must not be one of its own sub-libraries, a restricted one names the roles, work
// groups and employees allowed (AccessPicker over ConsultarBiblioteca's OPCOES_ACESSO), and on edit its
// files are managed in place (LibraryFilesPanel): none of these is an entity field or section.
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { NativeSelect } from '../../components/NativeSelect';
import { PageHeader } from '../../components/PageHeader';
import { useCommandData } from '../../hooks/useCommandData';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useCommandAction } from '../../hooks/useCommandAction';
import type { ScreenProps } from '../ScreenProps';
import { LibraryFilesPanel } from '../../components/library/LibraryFilesPanel';
import type { LibraryDetail } from '../../components/library/LibraryDetail';
import type { LibrarySummary } from '../../components/library/LibrarySummary';
import { AccessPicker } from '../../components/access/AccessPicker';

interface Options {
  roles: Array<{ id: number; name: string }>;
  squads: Array<{ id: number; name: string }>;
  employees: Array<{ id: number; name: string }>;
}

/** Every library under `id` (itself included): not a valid new parent for it. */
function subtree(libraries: LibrarySummary[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const l of libraries) {
      if (l.parentId !== null && out.has(l.parentId) && !out.has(l.id)) {
        out.add(l.id);
        grew = true;
      }
    }
  }
  return out;
}

/**
 * /library/new, /library/new-sub-library/:mainLibraryId and /library/edit/:libraryId: name, parent,
 * restricted access with who may see it; editing also deletes the library and manages its files.
 */
export function LibraryFormScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { busy, run } = useCommandAction();
  const navigate = useNavigate();
  const editId = Number(props.params.libraryId) || undefined;
  const { data: detail, notFound } = useCommandData<{ BIBLIOTECA?: LibraryDetail; OPCOES_ACESSO: Options }>(
    'ConsultarBiblioteca',
    { ...(editId ? { ID: editId } : {}), OPCOES: true },
    false,
    { showsNotFound: true },
  );
  const { data: list } = useCommandData<{ BIBLIOTECAS: LibrarySummary[] }>('ListarBibliotecas');
  const [name, setName] = useState('');
  const [parentId, setParentId] = useState<string>(props.params.mainLibraryId ?? '');
  const [restricted, setRestricted] = useState(false);
  const [allowed, setAllowed] = useState({
    roles: [] as number[],
    squads: [] as number[],
    employees: [] as number[],
  });
  const current = detail?.BIBLIOTECA;

  useEffect(() => {
    if (!current) return;
    setName(current.name);
    setParentId(current.parentId === null ? '' : String(current.parentId));
    setRestricted(current.restricted);
    setAllowed(current.allowed);
  }, [current]);

  const excluded = editId && list ? subtree(list.BIBLIOTECAS, editId) : new Set<number>();
  const parents = (list?.BIBLIOTECAS ?? []).filter((l) => !excluded.has(l.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await run<{ BIBLIOTECA: { id: number } }>('SalvarBiblioteca', {
      ...(editId ? { ID: editId } : {}),
      NAME: name,
      PARENT_ID: parentId ? Number(parentId) : null,
      RESTRICTED: restricted,
      ALLOWED: restricted ? allowed : { roles: [], squads: [], employees: [] },
    });
    if (saved) void navigate(`/libraries?id=${saved.answer.BIBLIOTECA.id}`);
  };
  const remove = async () => {
    if (!current || !window.confirm(t('libraryPages.deleteConfirm', { name: current.name }))) return;
    // A refusal (e.g. it has sub-libraries) was already shown by the adapter.
    if (await run('ExcluirBiblioteca', { ID: current.id }, { key: 'delete' })) void navigate('/libraries');
  };

  if (notFound) return <NotFound back="/libraries" />;
  if (!detail || !list || (editId && !current)) return <FullPageSpinner />;
  const options = detail.OPCOES_ACESSO;
  return (
    <>
      <PageHeader
        title={editId ? `${title}: ${current?.name ?? ''}` : title}
        actions={
          <>
            <Button component={RouterLink} to={editId ? `/libraries?id=${editId}` : '/libraries'}>
              {t('libraryPages.back')}
            </Button>
            {editId && (
              <Button color="error" startIcon={<DeleteOutline />} onClick={() => void remove()}>
                {t('libraryPages.delete')}
              </Button>
            )}
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card component="form" onSubmit={submit} sx={{ p: 2 }} aria-label={title}>
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            <TextField
              label={t('libraryPages.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <NativeSelect
              label={t('libraryPages.parent')}
              value={parentId}
              onChange={setParentId}
              options={[
                { value: '', label: '—' },
                ...parents.map((l) => ({ value: String(l.id), label: l.name })),
              ]}
            />
            <FormControlLabel
              control={<Switch checked={restricted} onChange={(e) => setRestricted(e.target.checked)} />}
              label={t('libraryPages.restricted')}
            />
            {restricted && (
              <>
                <Typography variant="body2" color="text.secondary">
                  {t('libraryPages.restrictedHelp')}
                </Typography>
                <AccessPicker
                  label={t('libraryPages.roles')}
                  options={options.roles}
                  value={allowed.roles}
                  onChange={(roles) => setAllowed({ ...allowed, roles })}
                />
                <AccessPicker
                  label={t('libraryPages.squads')}
                  options={options.squads}
                  value={allowed.squads}
                  onChange={(squads) => setAllowed({ ...allowed, squads })}
                />
                <AccessPicker
                  label={t('libraryPages.employees')}
                  options={options.employees}
                  value={allowed.employees}
                  onChange={(employees) => setAllowed({ ...allowed, employees })}
                />
              </>
            )}
            <Box>
              <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
                {t('libraryPages.save')}
              </Button>
            </Box>
          </Stack>
        </Card>
        {editId && <LibraryFilesPanel libraryId={editId} canEdit />}
      </Box>
    </>
  );
}
