import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { FormEngine } from '../../../runtime/forms/createFormEngine';
import type { FormError } from '../../../runtime/forms/FormError';
import type { FormModel, PlanAnswer } from '../../../runtime/forms/FormModel';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageHeader } from '../../components/PageHeader';
import { FillEnvironmentContext, FormFiller, type FileRef, type FillEnvironment } from '../../forms/fill';
import { useCommandData } from '../../hooks/useCommandData';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../../registry/ScreenProps';
import type { DocumentHeader } from './DocumentHeader';
import { FillErrorList } from './FillErrorList';
import { HeaderLookup } from './HeaderLookup';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { focusError } from './focusError';

interface ModelAnswer {
  MODELO: { id: number; version: number; model: FormModel };
}
interface DocumentAnswer {
  DOCUMENTO: {
    id: number;
    formId: number;
    version: number;
    values: Record<string, unknown>;
    plans?: Record<string, PlanAnswer>;
    header: DocumentHeader | null;
    finished: boolean;
  };
  MODELO: FormModel;
}

const HEADER_LOOKUPS = [
  { flag: 'client', entity: 'client', key: 'clientId' },
  { flag: 'unit', entity: 'unit', key: 'unitId' },
  { flag: 'asset', entity: 'asset', key: 'assetId' },
] as const;

/**
 * Filling a form (/form/view/:id): a new document of the model's current version, or with
 * `?document=<id>` a draft continued on its own version. The header asks what the model's header
 * options want (title, client, unit, asset); "Salvar rascunho" stores a draft, "Finalizar" first lists
 * and focuses the form's errors, then stores the finished document; both open /finished_form/:id.
 * Leaving with unsaved changes asks first.
 */
export function FormFillScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const formId = Number(props.params.id);
  const documentId = search.get('document') ? Number(search.get('document')) : undefined;
  const model = useCommandData<ModelAnswer>(
    'ConsultarModeloDocumento',
    { ID: formId },
    documentId !== undefined,
  );
  const draft = useCommandData<DocumentAnswer>(
    'ConsultarDocumento',
    { ID: documentId },
    documentId === undefined,
  );
  const loaded = documentId === undefined ? model.data : draft.data;
  const formModel = documentId === undefined ? model.data?.MODELO.model : draft.data?.MODELO;
  const version = documentId === undefined ? model.data?.MODELO.version : draft.data?.DOCUMENTO.version;
  const [header, setHeader] = useState<DocumentHeader | null>(null);
  const [names, setNames] = useState<Record<string, string | undefined>>({});
  const unsaved = useRef(false);
  const showingErrors = useRef(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FormError[] | null>(null);
  const engine = useRef<FormEngine | null>(null);
  const errorList = useRef<HTMLDivElement>(null);
  const currentHeader = header ?? draft.data?.DOCUMENTO.header ?? {};

  const upload = useCallback(
    async (fieldId: string, file: Blob, name: string): Promise<FileRef> => {
      const answer = await command<{ ARQUIVO: FileRef }>(
        'EnviarArquivoDocumento',
        {
          FILE: file instanceof File ? file : new File([file], name, { type: file.type }),
          MODELO_ID: formId,
          CAMPO_ID: fieldId,
          ...(version !== undefined ? { VERSAO: version } : {}),
        },
        { silentOnSuccess: true },
      );
      return answer.ARQUIVO;
    },
    [command, formId, version],
  );
  const onChange = useCallback(() => {
    unsaved.current = true;
    // The list above the form follows the fixes once shown.
    if (showingErrors.current && engine.current) setErrors(engine.current.errors());
  }, []);
  const environment = useMemo<FillEnvironment>(() => {
    const record = (id: number | undefined, key: string) =>
      id === undefined ? null : { id, name: names[key] ?? String(id) };
    return {
      client: record(currentHeader.clientId, 'client'),
      unit: record(currentHeader.unitId, 'unit'),
      asset: record(currentHeader.assetId, 'asset'),
    };
  }, [currentHeader.clientId, currentHeader.unitId, currentHeader.assetId, names]);

  const save = async (finish: boolean) => {
    const current = engine.current;
    if (!current || version === undefined) return;
    if (finish) {
      const found = current.errors();
      if (found.length) {
        showingErrors.current = true;
        setErrors(found);
        setTimeout(() => (found[0] ? focusError(found[0]) : errorList.current?.focus()), 0);
        return;
      }
    }
    setSaving(true);
    try {
      const answer = await command<{ ID: number }>('SalvarDocumento', {
        ...(documentId !== undefined ? { ID: documentId } : {}),
        MODELO_ID: documentId !== undefined ? draft.data!.DOCUMENTO.formId : formId,
        VERSAO: version,
        VALORES: current.values(),
        PLANOS: current.plans(),
        CABECALHO: currentHeader,
        FINALIZADO: finish ? 1 : 0,
      });
      unsaved.current = false;
      void navigate(`/finished_form/${answer.ID}`);
    } catch {
      // The adapter showed the server's error.
    } finally {
      setSaving(false);
    }
  };

  if (model.failed || draft.failed)
    return (
      <Container maxWidth="md" sx={{ py: 3 }}>
        <Alert severity="error">{t('forms.fill.loadError')}</Alert>
      </Container>
    );
  if (!loaded || !formModel) return <FullPageSpinner />;
  if (draft.data?.DOCUMENTO.finished)
    return (
      <Container maxWidth="md" sx={{ py: 3 }}>
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={`/finished_form/${documentId}`}>
              {t('forms.fill.view')}
            </Button>
          }
        >
          {t('forms.fill.alreadyFinished')}
        </Alert>
      </Container>
    );
  const setHeaderValue = (patch: DocumentHeader) => {
    setHeader({ ...currentHeader, ...patch });
    unsaved.current = true;
  };
  const wants = formModel.header ?? {};
  const headerInputs = HEADER_LOOKUPS.filter((h) => wants[h.flag]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
      <PageHeader
        title={formModel.name}
        subtitle={t(documentId === undefined ? 'forms.fill.newDocument' : 'forms.fill.continueDraft')}
        actions={
          <Button onClick={() => void navigate(-1)} disabled={saving}>
            {t('common.back')}
          </Button>
        }
      />
      {(wants.title || headerInputs.length > 0) && (
        <Card
          component="section"
          aria-label={t('forms.fill.header')}
          sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 2, display: 'grid', gap: 2 }}
        >
          {wants.title && (
            <TextField
              label={t('forms.fill.title')}
              value={currentHeader.title ?? ''}
              onChange={(e) => setHeaderValue({ title: e.target.value || undefined })}
              slotProps={{ htmlInput: { maxLength: 150 } }}
            />
          )}
          {headerInputs.map((h) => (
            <HeaderLookup
              key={h.flag}
              entity={h.entity}
              label={t(`forms.fill.${h.flag}`)}
              value={currentHeader[h.key]}
              onChange={(id, name) => {
                setNames((n) => ({ ...n, [h.flag]: name }));
                setHeaderValue({ [h.key]: id });
              }}
            />
          ))}
        </Card>
      )}
      {errors !== null && errors.length > 0 && (
        <FillErrorList ref={errorList} model={formModel} errors={errors} />
      )}
      <FillEnvironmentContext.Provider value={environment}>
        <FormFiller
          model={formModel}
          values={draft.data?.DOCUMENTO.values}
          plans={draft.data?.DOCUMENTO.plans}
          onChange={onChange}
          showErrors={errors !== null}
          upload={upload}
          engineRef={engine}
        />
      </FillEnvironmentContext.Provider>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 3,
          display: 'flex',
          gap: 1,
          justifyContent: 'flex-end',
          flexWrap: 'wrap',
          py: 1.5,
          mt: 2,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button variant="outlined" disabled={saving} onClick={() => void save(false)}>
          {t('forms.fill.saveDraft')}
        </Button>
        <Button variant="contained" disabled={saving} onClick={() => void save(true)}>
          {t('forms.fill.finish')}
        </Button>
      </Box>
      <UnsavedChangesDialog unsaved={unsaved} />
    </Container>
  );
}
