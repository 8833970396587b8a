// Hand-written, not the generic entity form (issue 12 looked): SalvarTemplate / ConsultarTemplate, not
// SaveEntity / GetEntity, keep a template, whose form model is a JSON document checked here (no entity
// field type holds one) and whose info images travel with it untouched.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { NativeSelect } from '../../components/NativeSelect';
import { FormCard } from '../../components/crud/FormCard';
import { RecordFormPage } from '../../components/crud/RecordFormPage';
import { useRecordForm } from '../../components/crud/useRecordForm';
import type { RecordSource } from '../../components/crud/RecordSource';
import { useCommandData } from '../../hooks/useCommandData';
import { usePageTitle } from '../../hooks/usePageTitle';
import type { ScreenProps } from '../ScreenProps';
import type { TemplateCategory } from '../../components/templates/TemplateCategory';

interface TemplateDetail {
  id: number;
  name: string;
  code: string;
  abstract: string;
  description: string;
  categoryId: number | null;
  order: number;
  model: Record<string, unknown>;
  images: Array<{ title: string; description: string; imagePath: string; order: number }>;
}

interface Values {
  name: string;
  code: string;
  abstract: string;
  description: string;
  categoryId: string;
  order: string;
  model: string;
}

const EMPTY: Values = {
  name: '',
  code: '',
  abstract: '',
  description: '',
  categoryId: '',
  order: '0',
  model: '{}',
};

/** The model text as an object, or undefined when it is not a JSON object. */
function parseModel(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Where the page's template comes from; its model is edited as indented JSON text. */
const TEMPLATE: RecordSource<Values> = {
  load: 'ConsultarTemplate',
  key: 'TEMPLATE',
  empty: EMPTY,
  format: { model: (model) => JSON.stringify(model, null, 2) },
};

/**
 * New and edit template (`/template/new`, `/template/edit/:id`, template company): name, code, category,
 * order, abstract, description and the form model to copy, as JSON until the form builder (issue 5) edits
 * it. Its images are kept as they are.
 */
export function TemplateFormScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  const form = useRecordForm<{ TEMPLATE: TemplateDetail }, Values>(TEMPLATE, props.params.id);
  const { isNew, values, set, tried } = form;
  const { data: categories } = useCommandData<{ CATEGORIAS: TemplateCategory[] }>('ListarCategoriasTemplate');

  if (form.notFound) return <NotFound back="/templates" />;
  if (form.loading || !categories) return <FullPageSpinner />;
  const model = parseModel(values.model);
  const text = (key: keyof Values) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
    fullWidth: true,
    margin: 'normal' as const,
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    form.setTried(true);
    if (!values.name.trim() || !model) return;
    await form.submit(
      'SalvarTemplate',
      {
        DATA: {
          name: values.name.trim(),
          code: values.code.trim(),
          abstract: values.abstract.trim(),
          description: values.description.trim(),
          categoryId: values.categoryId ? Number(values.categoryId) : null,
          order: Number(values.order) || 0,
          model,
          images: form.data?.TEMPLATE.images ?? [],
        },
      },
      t('templatePages.saved'),
      '/templates',
    );
  };

  return (
    <RecordFormPage
      title={isNew ? t('templatePages.new') : values.name || t('templatePages.editTitle')}
      listPath="/templates"
      onSubmit={save}
      busy={form.busy}
    >
      <FormCard>
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextField
              label={t('templatePages.name')}
              required
              {...text('name')}
              error={tried && !values.name.trim()}
              helperText={tried && !values.name.trim() ? t('errors.REQUIRED_FIELD') : undefined}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField label={t('templatePages.code')} {...text('code')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <Box sx={{ mt: 2 }}>
              <NativeSelect
                label={t('templatePages.category')}
                value={values.categoryId}
                onChange={set('categoryId')}
                placeholder={t('templatePages.noCategory')}
                options={categories.CATEGORIAS.map((c) => ({ value: String(c.id), label: c.name }))}
              />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField label={t('templatePages.order')} type="number" {...text('order')} />
          </Grid>
          <Grid size={12}>
            <TextField label={t('templatePages.abstract')} {...text('abstract')} />
            <TextField
              label={t('templatePages.description')}
              multiline
              minRows={3}
              {...text('description')}
            />
          </Grid>
        </Grid>
      </FormCard>
      <FormCard id="model-title" title={t('templatePages.model')} hint={t('templatePages.modelHelp')}>
        <TextField
          label={t('templatePages.modelJson')}
          multiline
          minRows={8}
          {...text('model')}
          error={tried && !model}
          helperText={tried && !model ? t('templatePages.modelInvalid') : undefined}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      </FormCard>
    </RecordFormPage>
  );
}
