import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { CommandError } from '../../../runtime/protocol/CommandError';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import type { TaskAnswer } from '../../components/task-approval/TaskAnswer';
import { formatInstant } from '../../components/task-approval/formatInstant';
import { useApprovalChat } from '../../components/task-approval/useApprovalChat';
import { JustificationDialog } from '../../components/dialogs/JustificationDialog';
import { usePrerequisites } from '../../components/task-approval/usePrerequisites';
import { useCommandData } from '../../hooks/useCommandData';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import type { DocumentAnswer } from '../../components/documents/DocumentAnswer';
import { DocumentFill, type FilledDocument } from '../../components/documents/DocumentFill';
import type { DocumentHeader } from '../../components/documents/DocumentHeader';
import type { WorkflowAnswer } from '../../components/workflow-status/WorkflowAnswer';
import { PositionCard } from './PositionCard';
import { TaskBrief } from './TaskBrief';
import { useFillPosition } from './useFillPosition';
import { savePosition } from '../../forms/fill/savePosition';

interface ModelAnswer {
  MODELO: { id: number; version: number; model: FormModel };
}

/** The server's answers that mean the task cannot be filled yet: the locked page explains why. */
const LOCKED = new Set(['TASK_NOT_STARTED', 'TASK_PREREQUISITES_PENDING']);
/** The server's refusals about where the user is, shown on the position card. */
const POSITION = new Set(['TASK_POSITION_REQUIRED', 'TASK_OUT_OF_AREA']);

const coordinate = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Filling a task's form (/task_in_progress/:id) through the same DocumentFill as /form/view: the task's
 * title, instructions, address and due date first; its draft continued when it has one, or, when the
 * task was disapproved, its finished document for correction under the disapproval's justification. A
 * task filled in location sends the device's position (POSICAO) with every save; out of its area with a
 * required justification, the justification is asked and the save sent again. Saving opens the task;
 * a task not started or waiting for prerequisites opens /locked. A workflow step's task may change only
 * the step's groups (ConsultarWorkflowDocumento's GRUPOS_EDITAVEIS); the others show read-only.
 */
export function TaskInProgressScreen(props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { command } = useRuntime();
  const notify = useNotify();
  const navigate = useNavigate();
  const id = Number(props.params.id);
  const task = useCommandData<TaskAnswer>('ConsultarAtividade', { ID: id }, false, { showsNotFound: true });
  const info = task.data?.ATIVIDADE;
  const documentId = info?.documentId ?? null;
  const model = useCommandData<ModelAnswer>(
    'ConsultarModeloDocumento',
    { ID: info?.formId },
    !info || documentId !== null,
    { showsNotFound: true },
  );
  const draft = useCommandData<DocumentAnswer>(
    'ConsultarDocumento',
    { ID: documentId },
    documentId === null,
    { showsNotFound: true },
  );
  // A workflow step's task fills only the step's groups (the server refuses the others' changes).
  const inWorkflow = documentId !== null && !!draft.data?.MODELO.workflow;
  const workflow = useCommandData<WorkflowAnswer>(
    'ConsultarWorkflowDocumento',
    { DOCUMENTO_ID: documentId, ATIVIDADE_ID: id },
    !inWorkflow,
  );
  const editableGroups = useMemo(
    () => (workflow.data?.GRUPOS_EDITAVEIS ? new Set(workflow.data.GRUPOS_EDITAVEIS) : undefined),
    [workflow.data],
  );
  const correcting = info?.approval === 'disapproved';
  const chat = useApprovalChat(id, !correcting);
  const prerequisites = usePrerequisites(info?.prerequisites);
  const gps = useFillPosition(!!info?.fillInLocation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState<((answer: string | null) => void) | null>(null);
  const answerOutOfArea = (answer: string | null) => {
    asking?.(answer);
    setAsking(null);
  };

  if (task.notFound || model.notFound || draft.notFound) return <NotFound back="/tasks" />;
  if (task.failed || model.failed || draft.failed)
    return (
      <Container maxWidth="md" sx={{ py: 3 }}>
        <PageHeader title={t(props.route.title)} />
        <Alert severity="error">{t('taskFill.loadError')}</Alert>
      </Container>
    );
  if (!info) return <FullPageSpinner />;
  if (!['planned', 'in_progress'].includes(info.status))
    return (
      <Container maxWidth="md" sx={{ py: 3 }}>
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={`/task/view/${id}`}>
              {t('taskFill.viewTask')}
            </Button>
          }
        >
          {t('taskFill.notFillable')}
        </Alert>
      </Container>
    );
  // Known before filling anything: the same rules the server applies on save (hidden before its start,
  // prerequisites still planned or in progress).
  if (
    (info.hideBeforeStart && new Date(info.startAt).getTime() > Date.now()) ||
    prerequisites?.some((p) => p.pending)
  )
    return <Navigate to={`/locked?task=${id}`} replace />;
  const formModel = documentId === null ? model.data?.MODELO.model : draft.data?.MODELO;
  const version = documentId === null ? model.data?.MODELO.version : draft.data?.DOCUMENTO.version;
  if (
    !formModel ||
    version === undefined ||
    prerequisites === undefined ||
    (inWorkflow && !workflow.data && !workflow.failed)
  )
    return <FullPageSpinner />;

  const doc = draft.data?.DOCUMENTO;
  const wants = formModel.header ?? {};
  const header: DocumentHeader = doc?.header ?? {
    ...(wants.title ? { title: info.title } : {}),
    ...(wants.client && info.clientId ? { clientId: info.clientId } : {}),
    ...(wants.unit && info.unitId ? { unitId: info.unitId } : {}),
    ...(wants.asset && info.assetId ? { assetId: info.assetId } : {}),
  };
  const address = (info.address ?? {}) as Record<string, unknown>;
  const lat = coordinate(address.latitude);
  const lng = coordinate(address.longitude);
  const refused = [...(chat.data?.DECISOES ?? [])].reverse().find((d) => d.decision === 'disapproved');
  const askJustification = () => new Promise<string | null>((resolve) => setAsking(() => resolve));

  const save = async (
    document: FilledDocument,
    finish: boolean,
    justification?: string,
  ): Promise<string | null> => {
    setRefusal(null);
    // A task filled in location insists on a fresh fix; any other sends one when the browser has it.
    const position = info.fillInLocation ? await gps.locate() : await savePosition();
    try {
      await command(
        'SalvarDocumento',
        {
          ...(documentId !== null ? { ID: documentId } : {}),
          MODELO_ID: info.formId,
          VERSAO: version,
          VALORES: document.values,
          PLANOS: document.plans,
          CABECALHO: document.header,
          FINALIZADO: finish ? 1 : 0,
          ATIVIDADE_ID: id,
          ...(position
            ? { POSICAO: { lat: position.lat, lng: position.lng, accuracy: Math.round(position.accuracy) } }
            : {}),
          ...(justification ? { JUSTIFICATIVA_FORA_AREA: justification } : {}),
        },
        { silent: true },
      );
      notify('success', t(finish ? 'taskFill.finished' : 'taskFill.draftSaved'));
      return `/task/view/${id}`;
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      if (error.code && LOCKED.has(error.code)) return `/locked?task=${id}`;
      if (error.code === 'TASK_OUT_OF_AREA_JUSTIFICATION_REQUIRED') {
        const why = await askJustification();
        return why === null ? null : save(document, finish, why);
      }
      if (error.code && POSITION.has(error.code)) setRefusal(error.message);
      notify('error', error.message);
      return null;
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
      <PageHeader
        title={info.title}
        subtitle={formModel.name}
        actions={<Button onClick={() => void navigate(-1)}>{t('common.back')}</Button>}
      />
      {correcting && (
        <Alert severity="warning" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {refused
            ? t('taskFill.correct', {
                user: refused.userName ?? '',
                at: formatInstant(refused.at, i18n.language),
                justification: refused.justification ?? '',
              })
            : t('taskFill.correctNoReason')}
        </Alert>
      )}
      <TaskBrief task={info} />
      {info.fillInLocation && (
        <PositionCard
          position={gps.position}
          problem={gps.problem}
          busy={gps.busy}
          target={lat !== null && lng !== null ? { lat, lng } : null}
          proximityMeters={info.proximityMeters ?? null}
          refusal={refusal}
          onLocate={() => void gps.locate()}
        />
      )}
      <DocumentFill
        formId={info.formId}
        model={formModel}
        version={version}
        initial={{ values: doc?.values, plans: doc?.plans, header }}
        editableGroups={editableGroups}
        save={save}
      />
      <JustificationDialog
        open={asking !== null}
        title={t('taskFill.outOfArea.title')}
        text={t('errors.TASK_OUT_OF_AREA_JUSTIFICATION_REQUIRED')}
        label={t('taskFill.outOfArea.justification')}
        requiredMessage={t('taskFill.outOfArea.required')}
        submitLabel={t('taskFill.outOfArea.send')}
        maxLength={2000}
        onCancel={() => answerOutOfArea(null)}
        onSubmit={answerOutOfArea}
      />
    </Container>
  );
}
