import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useNavigate } from 'react-router';
import type { FormEngine } from '../../../runtime/forms/createFormEngine';
import { errorsToFinish } from '../../../runtime/forms/errorsToFinish';
import type { FormError } from '../../../runtime/forms/FormError';
import type { ActionPlan, FormModel, PlanAnswer } from '../../../runtime/forms/FormModel';
import { FillEnvironmentContext, FormFiller, type FileRef, type FillEnvironment } from '../../forms/fill';
import { useCommandData } from '../../hooks/useCommandData';
import { useRuntime } from '../../hooks/useRuntime';
import type { DocumentHeader } from './DocumentHeader';
import { FillErrorList } from './FillErrorList';
import { HeaderLookup } from './HeaderLookup';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { focusError } from './focusError';

/** What a fill stores: SalvarDocumento's VALORES, PLANOS and CABECALHO. */
export interface FilledDocument {
  values: Record<string, unknown>;
  plans: Record<string, PlanAnswer>;
  header: DocumentHeader;
}

export interface DocumentFillProps {
  /** The form filled (its uploads go to EnviarArquivoDocumento under it). */
  formId: number;
  model: FormModel;
  /** The model version filled: the current one for a new document, a draft's own otherwise. */
  version: number;
  /** The document continued (a draft, or a finished one being corrected). */
  initial?: { values?: Record<string, unknown>; plans?: Record<string, PlanAnswer>; header?: DocumentHeader };
  /**
   * Stores the document; resolves with the path to open next (unsaved changes no longer asked about),
   * or null to stay (not stored: the screen showed why). Finishing is asked only once the form has no
   * errors.
   */
  save(document: FilledDocument, finish: boolean): Promise<string | null>;
  /**
   * A workflow step's task: only these groups may change and only their required checks stop finishing
   * (the server's rule, WORKFLOW_GROUP_READ_ONLY). Absent: every group.
   */
  editableGroups?: ReadonlySet<string>;
  /** Filled inside another document (an action plan's form): no question before leaving the page. */
  embedded?: boolean;
}

const HEADER_LOOKUPS = [
  { flag: 'client', entity: 'client', key: 'clientId' },
  { flag: 'unit', entity: 'unit', key: 'unitId' },
  { flag: 'asset', entity: 'asset', key: 'assetId' },
] as const;

/**
 * The filling of a document, shared by the form fill (/form/view/:id) and the task fill
 * (/task_in_progress/:id): the header the model asks for (title, client, unit, asset), the form, the
 * errors that stop finishing (listed and focused), the "Salvar rascunho" / "Finalizar" bar, and the
 * question before leaving with unsaved changes. The screen decides how a document is stored and where
 * to go after.
 *
 * @example <DocumentFill formId={7} model={model} version={2} save={(doc, finish) => store(doc, finish)} />
 */
export function DocumentFill(props: DocumentFillProps) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const navigate = useNavigate();
  const { formId, model, version } = props;
  const [header, setHeader] = useState<DocumentHeader>(props.initial?.header ?? {});
  const [names, setNames] = useState<Record<string, string | undefined>>({});
  const unsaved = useRef(false);
  const showingErrors = useRef(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FormError[] | null>(null);
  const engine = useRef<FormEngine | null>(null);
  const errorList = useRef<HTMLDivElement>(null);
  // The errors that stop finishing: a workflow step's task answers only for its own groups' required checks.
  const finishErrors = useRef((current: FormEngine) => current.errors());
  finishErrors.current = (current) =>
    errorsToFinish(model, current.errors(), { requiredGroups: props.editableGroups });

  const upload = useCallback(
    async (fieldId: string, file: Blob, name: string): Promise<FileRef> => {
      const answer = await command<{ ARQUIVO: FileRef }>(
        'EnviarArquivoDocumento',
        {
          FILE: file instanceof File ? file : new File([file], name, { type: file.type }),
          MODELO_ID: formId,
          CAMPO_ID: fieldId,
          VERSAO: version,
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
    if (showingErrors.current && engine.current) setErrors(finishErrors.current(engine.current));
  }, []);
  const [planForm, setPlanForm] = useState<PlanFormRequest | null>(null);
  const fillPlanForm = useCallback(
    (plan: ActionPlan) =>
      new Promise<number | null>((resolve) => {
        const replicated: DocumentHeader = {};
        for (const key of plan.replicate ?? []) {
          const headerKey = key === 'title' ? 'title' : (`${key}Id` as const);
          if (header[headerKey] !== undefined) Object.assign(replicated, { [headerKey]: header[headerKey] });
        }
        setPlanForm({ formId: plan.formId!, header: replicated, resolve });
      }),
    [header],
  );
  const environment = useMemo<FillEnvironment>(() => {
    const record = (id: number | undefined, key: string) =>
      id === undefined ? null : { id, name: names[key] ?? String(id) };
    return {
      client: record(header.clientId, 'client'),
      unit: record(header.unitId, 'unit'),
      asset: record(header.assetId, 'asset'),
      fillPlanForm,
    };
  }, [header.clientId, header.unitId, header.assetId, names, fillPlanForm]);

  const save = async (finish: boolean) => {
    const current = engine.current;
    if (!current) return;
    if (finish) {
      const found = finishErrors.current(current);
      if (found.length) {
        showingErrors.current = true;
        setErrors(found);
        setTimeout(() => (found[0] ? focusError(found[0]) : errorList.current?.focus()), 0);
        return;
      }
    }
    setSaving(true);
    try {
      const next = await props.save({ values: current.values(), plans: current.plans(), header }, finish);
      if (next !== null) {
        unsaved.current = false;
        if (!props.embedded) void navigate(next);
      }
    } finally {
      setSaving(false);
    }
  };

  const setHeaderValue = (patch: DocumentHeader) => {
    setHeader((h) => ({ ...h, ...patch }));
    unsaved.current = true;
  };
  const wants = model.header ?? {};
  const headerInputs = HEADER_LOOKUPS.filter((h) => wants[h.flag]);
  return (
    <>
      {(wants.title || headerInputs.length > 0) && (
        <Card
          component="section"
          aria-label={t('forms.fill.header')}
          sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 2, display: 'grid', gap: 2 }}
        >
          {wants.title && (
            <TextField
              label={t('forms.fill.title')}
              value={header.title ?? ''}
              onChange={(e) => setHeaderValue({ title: e.target.value || undefined })}
              slotProps={{ htmlInput: { maxLength: 150 } }}
            />
          )}
          {headerInputs.map((h) => (
            <HeaderLookup
              key={h.flag}
              entity={h.entity}
              label={t(`forms.fill.${h.flag}`)}
              value={header[h.key]}
              onChange={(id, name) => {
                setNames((n) => ({ ...n, [h.flag]: name }));
                setHeaderValue({ [h.key]: id });
              }}
            />
          ))}
        </Card>
      )}
      {errors !== null && errors.length > 0 && (
        <FillErrorList ref={errorList} model={model} errors={errors} />
      )}
      <FillEnvironmentContext.Provider value={environment}>
        <FormFiller
          model={model}
          values={props.initial?.values}
          plans={props.initial?.plans}
          onChange={onChange}
          showErrors={errors !== null}
          upload={upload}
          engineRef={engine}
          editableGroups={props.editableGroups}
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
      {!props.embedded && <UnsavedChangesDialog unsaved={unsaved} />}
      {planForm && (
        <PlanFormDialog
          request={planForm}
          onDone={(documentId) => {
            planForm.resolve(documentId);
            setPlanForm(null);
          }}
        />
      )}
    </>
  );
}

interface PlanFormRequest {
  formId: number;
  header: DocumentHeader;
  resolve(documentId: number | null): void;
}

interface ModelAnswer {
  MODELO: { id: number; version: number; model: FormModel };
}

/**
 * An action plan's form filled in a dialog over the document (full screen on a phone): the form's
 * current version with the header the plan replicates, stored by SalvarDocumento as a document of its
 * own; `onDone` gets its id (null when closed without storing).
 */
function PlanFormDialog(props: { request: PlanFormRequest; onDone(documentId: number | null): void }) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const { formId, header } = props.request;
  const model = useCommandData<ModelAnswer>('ConsultarModeloDocumento', { ID: formId });
  const save = async (document: FilledDocument, finish: boolean) => {
    try {
      const answer = await command<{ ID: number }>('SalvarDocumento', {
        MODELO_ID: formId,
        VERSAO: model.data!.MODELO.version,
        VALORES: document.values,
        PLANOS: document.plans,
        CABECALHO: document.header,
        FINALIZADO: finish ? 1 : 0,
      });
      props.onDone(answer.ID);
      return `/finished_form/${answer.ID}`;
    } catch {
      // The adapter showed the server's error.
      return null;
    }
  };
  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      onClose={() => props.onDone(null)}
      aria-labelledby="plan-form-title"
    >
      <DialogTitle id="plan-form-title">
        {model.data
          ? `${t('forms.fill.actionPlan.formDialog')}: ${model.data.MODELO.model.name}`
          : t('forms.fill.actionPlan.formDialog')}
      </DialogTitle>
      <DialogContent>
        {model.failed || model.notFound ? (
          <Alert severity="error">{t('forms.fill.loadError')}</Alert>
        ) : model.data ? (
          <DocumentFill
            formId={formId}
            model={model.data.MODELO.model}
            version={model.data.MODELO.version}
            initial={{ header }}
            save={save}
            embedded
          />
        ) : (
          <CircularProgress aria-label={t('forms.fill.actionPlan.formDialog')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onDone(null)}>{t('forms.fill.actionPlan.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
