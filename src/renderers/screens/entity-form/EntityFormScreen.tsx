import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { entityDataSchema } from '../../../runtime/entities/entityDataSchema';
import { entityErrorMessage } from '../../../runtime/entities/entityErrorMessage';
import { entityUiSchema, translateTitles } from '../../../runtime/entities/entityUiSchema';
import { normalizeEntityData } from '../../../runtime/entities/normalizeEntityData';
import { CommandError } from '../../../runtime/protocol/CommandError';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageHeader } from '../../components/PageHeader';
import { useEntityMeta } from '../../hooks/useEntityMeta';
import { useEntityPaths } from '../../hooks/useEntityPaths';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import { EntityTitleField } from './EntityTitleField';
import { entityValidator } from './entityValidator';
import { LookupWidget } from './LookupWidget';
import { SectionsTemplate } from './SectionsTemplate';

type Data = Record<string, unknown>;

const OWN_KEYS = ['id', 'version', 'createdAt', 'updatedAt'];
const widgets = { lookup: LookupWidget };
const templates = { TitleFieldTemplate: EntityTitleField };

/** FIELD_ERRORS [{field: 'address.cep', message}] as rjsf extra errors under each field. */
function errorSchemaOf(fieldErrors: Array<{ field: string; message: string }>): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { field, message } of fieldErrors) {
    let node = root;
    for (const segment of field.split('.')) node = (node[segment] ??= {}) as Record<string, unknown>;
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), message];
  }
  return root as ErrorSchema;
}

/**
 * The new and edit pages of any metadata entity: an rjsf form (MUI theme) over the same data schema
 * SaveEntity validates with (entityDataSchema + addEntityFormats), the metadata's sections, pt-BR
 * messages from the error catalogue. Saving sends the version read; a STALE_VERSION answer keeps what
 * the user typed and offers to reload.
 */
export function EntityFormScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const entity = useEntityMeta(props.route);
  const routeTitle = usePageTitle(props.route.title);
  const { command } = useRuntime();
  const navigate = useNavigate();
  const paths = useEntityPaths(entity);
  const id = props.params.id ? Number(props.params.id) : undefined;
  // "Clonar" (metadata `clone`): a new record starting from another one's data.
  const [search] = useSearchParams();
  const cloneOf =
    id === undefined && entity.clone && search.get('from') ? Number(search.get('from')) : undefined;
  const [formData, setFormData] = useState<Data | undefined>(
    id === undefined && cloneOf === undefined ? {} : undefined,
  );
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [stale, setStale] = useState<string | undefined>(undefined);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [load, setLoad] = useState(0);

  const schema = useMemo(() => {
    const { $id: _id, ...rest } = translateTitles(entityDataSchema(entity), (k) => t(k));
    return rest;
  }, [entity, t]);
  const uiSchema = useMemo(
    () => ({ ...entityUiSchema(entity, (k) => t(k)), 'ui:ObjectFieldTemplate': SectionsTemplate }),
    [entity, t],
  );

  useEffect(() => {
    if (id === undefined) return;
    let alive = true;
    command<{ ITEM: Data; VERSION: number }>(
      'GetEntity',
      { ENTITY: entity.name, ID: id },
      { silentOnSuccess: true },
    )
      .then((answer) => {
        if (!alive) return;
        setFormData(Object.fromEntries(Object.entries(answer.ITEM).filter(([k]) => !OWN_KEYS.includes(k))));
        setVersion(answer.VERSION);
        setStale(undefined);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [command, entity.name, id, load]);

  useEffect(() => {
    if (cloneOf === undefined) return;
    let alive = true;
    command<{ ITEM: Data }>('GetEntity', { ENTITY: entity.name, ID: cloneOf }, { silentOnSuccess: true })
      .then((answer) => {
        if (!alive) return;
        // Unique values would be refused as duplicates; the title stays, made different by the suffix.
        const unique = new Set(
          entity.fields.filter((f) => f.unique && f.key !== entity.titleField).map((f) => f.key),
        );
        const copy = Object.fromEntries(
          Object.entries(answer.ITEM).filter(([k]) => !OWN_KEYS.includes(k) && !unique.has(k)),
        );
        const titled = copy[entity.titleField];
        if (typeof titled === 'string') copy[entity.titleField] = `${titled} ${t('entityPages.copySuffix')}`;
        setFormData(copy);
      })
      .catch(() => alive && setFormData({}));
    return () => {
      alive = false;
    };
  }, [command, entity, cloneOf, t]);

  const title =
    props.route.title === entity.label
      ? t(id === undefined ? 'entityPages.newTitle' : 'entityPages.editTitle', { entity: t(entity.label) })
      : routeTitle;

  const save = async (data: Data) => {
    setSaving(true);
    setExtraErrors(undefined);
    try {
      await command('SaveEntity', {
        ENTITY: entity.name,
        DATA: normalizeEntityData(data) as Data,
        ...(id !== undefined ? { ID: id, VERSION: version } : {}),
      });
      void navigate(paths.list ?? '/');
    } catch (error) {
      if (error instanceof CommandError) {
        if (error.code === 'STALE_VERSION') setStale(error.message);
        const fieldErrors = error.answer.FIELD_ERRORS as
          Array<{ field: string; message: string }> | undefined;
        if (fieldErrors?.length) setExtraErrors(errorSchemaOf(fieldErrors));
      }
    } finally {
      setSaving(false);
    }
  };

  const transformErrors = (errors: RJSFValidationError[]) =>
    errors.map((e) => ({ ...e, message: entityErrorMessage(entity, e, (k, v) => t(k, v)) }));

  return (
    <>
      <PageHeader title={title} />
      {stale && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => setLoad((n) => n + 1)}>
              {t('entityPages.reloadRecord')}
            </Button>
          }
        >
          {stale}
        </Alert>
      )}
      {!formData ? (
        <FullPageSpinner />
      ) : (
        <Form
          schema={schema}
          uiSchema={uiSchema}
          formData={formData}
          validator={entityValidator}
          widgets={widgets}
          templates={templates}
          noHtml5Validate
          showErrorList={false}
          transformErrors={transformErrors}
          extraErrors={extraErrors}
          onChange={(e) => setFormData(e.formData as Data)}
          onSubmit={(e) => void save(e.formData as Data)}
        >
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
            {paths.list && (
              <Button component={RouterLink} to={paths.list}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={saving}>
              {t('common.save')}
            </Button>
          </Box>
        </Form>
      )}
    </>
  );
}
