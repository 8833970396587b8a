import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NativeSelect } from '../../components/NativeSelect';
import { useCommandData } from '../../hooks/useCommandData';
import { useRuntime } from '../../hooks/useRuntime';
import type { TemplateCategory } from '../../components/templates/TemplateCategory';

interface Draft {
  id?: number;
  name: string;
  order: string;
  parentId: string;
}

const EMPTY: Draft = { name: '', order: '0', parentId: '' };

/** Template categories: name, order and parent; a form above the list creates or edits one. */
export function CategoriesPanel() {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const { data, reload } = useCommandData<{ CATEGORIAS: TemplateCategory[] }>('ListarCategoriasTemplate');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (name: string, params: Record<string, unknown>) => {
    setBusy(true);
    try {
      await command(name, params as Record<string, string>, { silentOnSuccess: true });
      reload();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!draft.name.trim()) return;
    const ok = await run('SalvarCategoriaTemplate', {
      ...(draft.id ? { ID: draft.id } : {}),
      NAME: draft.name.trim(),
      ORDER: Number(draft.order) || 0,
      PARENT_ID: draft.parentId ? Number(draft.parentId) : null,
    });
    if (ok) {
      setDraft(EMPTY);
      setTried(false);
    }
  };

  if (!data) return <FullPageSpinner />;
  const nameOf = new Map(data.CATEGORIAS.map((c) => [c.id, c.name]));
  return (
    <Box sx={{ p: 2 }}>
      <Box
        component="form"
        onSubmit={save}
        noValidate
        aria-label={t(draft.id ? 'templatePages.editCategory' : 'templatePages.newCategory')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '2fr 0.6fr 1.4fr auto auto' },
          gap: 1,
          mb: 2,
          alignItems: 'start',
        }}
      >
        <TextField
          label={t('templatePages.categoryName')}
          required
          size="small"
          value={draft.name}
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
          error={tried && !draft.name.trim()}
          helperText={tried && !draft.name.trim() ? t('errors.REQUIRED_FIELD') : undefined}
        />
        <TextField
          label={t('templatePages.order')}
          type="number"
          size="small"
          value={draft.order}
          onChange={(e) => setDraft((d) => ({ ...d, order: e.target.value }))}
          slotProps={{ htmlInput: { min: 0 } }}
        />
        <NativeSelect
          label={t('templatePages.parent')}
          size="small"
          value={draft.parentId}
          onChange={(value) => setDraft((d) => ({ ...d, parentId: value }))}
          placeholder={t('templatePages.noParent')}
          options={data.CATEGORIAS.filter((c) => c.id !== draft.id).map((c) => ({
            value: String(c.id),
            label: c.name,
          }))}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {t(draft.id ? 'common.save' : 'templatePages.addCategory')}
        </Button>
        {draft.id && <Button onClick={() => setDraft(EMPTY)}>{t('common.cancel')}</Button>}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('templatePages.categories')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('templatePages.categoryName')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('templatePages.parent')}
              </TableCell>
              <TableCell align="right">{t('templatePages.templates')}</TableCell>
              <TableCell align="right">{t('employeePages.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.CATEGORIAS.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{c.name}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {c.parentId ? nameOf.get(c.parentId) : '—'}
                </TableCell>
                <TableCell align="right">{c.templateCount}</TableCell>
                <TableCell align="right">
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      aria-label={t('templatePages.editOf', { name: c.name })}
                      onClick={() =>
                        setDraft({
                          id: c.id,
                          name: c.name,
                          order: String(c.order),
                          parentId: c.parentId ? String(c.parentId) : '',
                        })
                      }
                    >
                      {t('templatePages.edit')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={busy}
                      aria-label={t('templatePages.deleteOf', { name: c.name })}
                      onClick={() => void run('ExcluirCategoriaTemplate', { ID: c.id })}
                    >
                      {t('employeePages.delete')}
                    </Button>
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
