import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { CommandParams } from '../../../runtime/protocol/CommandFn';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NativeSelect } from '../../components/NativeSelect';
import { InlineRecordForm } from '../../components/crud/InlineRecordForm';
import { RecordTable } from '../../components/crud/RecordTable';
import { useCommandAction } from '../../hooks/useCommandAction';
import { useCommandData } from '../../hooks/useCommandData';
import type { TemplateCategory } from '../../components/templates/TemplateCategory';
import { requiredInput } from '../../components/crud/requiredInput';

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
  const { busy, run: send } = useCommandAction();
  const { data, reload } = useCommandData<{ CATEGORIAS: TemplateCategory[] }>('ListarCategoriasTemplate');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);

  const run = async (name: string, params: CommandParams) => {
    const done = await send(name, params, { silentOnSuccess: true });
    if (done) reload();
    return !!done;
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
      <InlineRecordForm
        label={t(draft.id ? 'templatePages.editCategory' : 'templatePages.newCategory')}
        onSubmit={save}
        columns="2fr 0.6fr 1.4fr auto auto"
      >
        <TextField
          label={t('templatePages.categoryName')}
          size="small"
          {...requiredInput(
            t,
            draft.name,
            (name) => setDraft((d) => ({ ...d, name })),
            tried && !draft.name.trim(),
          )}
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
      </InlineRecordForm>
      <RecordTable
        label={t('templatePages.categories')}
        size="small"
        rows={data.CATEGORIAS}
        rowName={(c) => c.name}
        columns={[
          { header: t('templatePages.categoryName'), cell: (c) => c.name },
          {
            header: t('templatePages.parent'),
            cell: (c) => (c.parentId ? nameOf.get(c.parentId) : '—'),
            hideBelow: 'sm',
          },
          { header: t('templatePages.templates'), cell: (c) => c.templateCount, align: 'right' },
        ]}
        actionsHeader={t('employeePages.actions')}
        actions={(c) => [
          {
            label: t('templatePages.edit'),
            ariaLabel: t('templatePages.editOf', { name: c.name }),
            onClick: () =>
              setDraft({
                id: c.id,
                name: c.name,
                order: String(c.order),
                parentId: c.parentId ? String(c.parentId) : '',
              }),
          },
          {
            label: t('employeePages.delete'),
            ariaLabel: t('templatePages.deleteOf', { name: c.name }),
            danger: true,
            disabled: busy,
            onClick: () => void run('ExcluirCategoriaTemplate', { ID: c.id }),
          },
        ]}
      />
    </Box>
  );
}
