// Hand-written, not the generic entity form (issue 12 looked): SalvarTemplate / ConsultarTemplate, not
// SaveEntity / GetEntity, keep a template, whose form model is a JSON document checked here (no entity
// field type holds one) and whose info images travel with it untouched.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { NativeSelect } from '../../components/NativeSelect';
import { PageHeader } from '../../components/PageHeader';
import { useCommandData } from '../../hooks/useCommandData';
import { useNotify } from '../../hooks/useNotify';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
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

/**
 * New and edit template (`/template/new`, `/template/edit/:id`, template company): name, code, category,
 * order, abstract, description and the form model to copy, as JSON until the form builder (issue 5) edits
 * it. Its images are kept as they are.
 */
export function TemplateFormScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  const { command } = useRuntime();
  const notify = useNotify();
  const navigate = useNavigate();
  const id = props.params.id;
  const isNew = !id;
  const { data, notFound } = useCommandData<{ TEMPLATE: TemplateDetail }>(
    'ConsultarTemplate',
    { ID: id },
    isNew,
  );
  const { data: categories } = useCommandData<{ CATEGORIAS: TemplateCategory[] }>('ListarCategoriasTemplate');
  const [values, setValues] = useState<Values>(EMPTY);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const d = data?.TEMPLATE;
    if (d)
      setValues({
        name: d.name,
        code: d.code,
        abstract: d.abstract,
        description: d.description,
        categoryId: d.categoryId === null ? '' : String(d.categoryId),
        order: String(d.order),
        model: JSON.stringify(d.model, null, 2),
      });
  }, [data]);

  if (notFound) return <NotFound back="/templates" />;
  if ((!isNew && !data) || !categories) return <FullPageSpinner />;
  const model = parseModel(values.model);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: keyof Values) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
    fullWidth: true,
    margin: 'normal' as const,
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!values.name.trim() || !model) return;
    setBusy(true);
    try {
      await command(
        'SalvarTemplate',
        {
          ...(isNew ? {} : { ID: id }),
          DATA: {
            name: values.name.trim(),
            code: values.code.trim(),
            abstract: values.abstract.trim(),
            description: values.description.trim(),
            categoryId: values.categoryId ? Number(values.categoryId) : null,
            order: Number(values.order) || 0,
            model,
            images: data?.TEMPLATE.images ?? [],
          },
        },
        { silentOnSuccess: true },
      );
      notify('success', t('templatePages.saved'));
      void navigate('/templates');
    } catch {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={save} noValidate>
      <PageHeader
        title={isNew ? t('templatePages.new') : values.name || t('templatePages.editTitle')}
        actions={
          <Button component={RouterLink} to="/templates">
            {t('common.back')}
          </Button>
        }
      />
      <Card sx={{ mb: 3 }}>
        <CardContent>
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
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="model-title" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h2" id="model-title">
            {t('templatePages.model')}
          </Typography>
          <Typography color="text.secondary">{t('templatePages.modelHelp')}</Typography>
          <TextField
            label={t('templatePages.modelJson')}
            multiline
            minRows={8}
            {...text('model')}
            error={tried && !model}
            helperText={tried && !model ? t('templatePages.modelInvalid') : undefined}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
        </CardContent>
      </Card>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button component={RouterLink} to="/templates">
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}
