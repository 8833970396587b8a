import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import {
  createEntityFormController,
  type EntityFieldMessage,
} from '../../../runtime/controllers/entityForm/createEntityFormController';
import { entityDataSchema } from '../../../runtime/entities/entityDataSchema';
import { entityErrorMessage } from '../../../runtime/entities/entityErrorMessage';
import { entityUiSchema, translateTitles } from '../../../runtime/entities/entityUiSchema';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import { useEntityMeta } from '../../hooks/useEntityMeta';
import { useEntityPaths } from '../../hooks/useEntityPaths';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRjsfTranslateString } from '../../hooks/useRjsfTranslateString';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import { DescribedFieldTemplate } from './DescribedFieldTemplate';
import { EntityTitleField } from './EntityTitleField';
import { entityValidator } from './entityValidator';
import type { EntityFormContext } from './EntityFormContext';
import { ImageWidget } from './ImageWidget';
import { LookupWidget } from './LookupWidget';
import { MaskedTextWidget } from './MaskedTextWidget';
import { SectionsTemplate } from './SectionsTemplate';

type Data = Record<string, unknown>;

const widgets = { lookup: LookupWidget, masked: MaskedTextWidget, image: ImageWidget };
const templates = { TitleFieldTemplate: EntityTitleField, FieldTemplate: DescribedFieldTemplate };

/** FIELD_ERRORS [{field: 'address.cep', message}] as rjsf extra errors under each field. */
function errorSchemaOf(fieldErrors: EntityFieldMessage[]): ErrorSchema | undefined {
  if (!fieldErrors.length) return undefined;
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
 * the user typed and offers to reload. The data goes through createEntityFormController.
 */
export function EntityFormScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const entity = useEntityMeta(props.route);
  const routeTitle = usePageTitle(props.route.title);
  const { command, i18n } = useRuntime();
  const navigate = useNavigate();
  const translateString = useRjsfTranslateString();
  const paths = useEntityPaths(entity);
  const id = props.params.id ? Number(props.params.id) : undefined;
  // "Clonar" (metadata `clone`): a new record starting from another one's data.
  const [search] = useSearchParams();
  const cloneOf =
    id === undefined && entity.clone && search.get('from') ? Number(search.get('from')) : undefined;
  const form = useMemo(
    () => createEntityFormController({ command, t: i18n.t.bind(i18n), entity, id, cloneOf }),
    [command, i18n, entity, id, cloneOf],
  );
  const { data: formData, stale, fieldErrors, saving, notFound, setData, load } = useStore(form);
  const formContext = useMemo<EntityFormContext>(
    () => ({ lookupCep: (key, cep) => form.getState().lookupCep(key, cep) }),
    [form],
  );
  const extraErrors = useMemo(() => errorSchemaOf(fieldErrors), [fieldErrors]);

  const schema = useMemo(() => {
    const { $id: _id, ...rest } = translateTitles(entityDataSchema(entity), (k) => t(k));
    return rest;
  }, [entity, t]);
  const uiSchema = useMemo(
    () => ({ ...entityUiSchema(entity, (k) => t(k)), 'ui:ObjectFieldTemplate': SectionsTemplate }),
    [entity, t],
  );

  useEffect(() => {
    void form.getState().load();
  }, [form]);

  const title =
    props.route.title === entity.label
      ? t(id === undefined ? 'entityPages.newTitle' : 'entityPages.editTitle', { entity: t(entity.label) })
      : routeTitle;

  const save = async (data: Data) => {
    if (await form.getState().save(data)) void navigate(paths.list ?? '/');
  };

  const transformErrors = (errors: RJSFValidationError[]) =>
    errors.map((e) => ({ ...e, message: entityErrorMessage(entity, e, (k, v) => t(k, v)) }));

  if (notFound) return <NotFound back={paths.list} />;
  return (
    <>
      <PageHeader title={title} />
      {stale && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void load()}>
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
          formContext={formContext}
          translateString={translateString}
          noHtml5Validate
          showErrorList={false}
          transformErrors={transformErrors}
          extraErrors={extraErrors}
          onChange={(e) => setData(e.formData as Data)}
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
