import Chat from '@mui/icons-material/ChatOutlined';
import Edit from '@mui/icons-material/Edit';
import EditNote from '@mui/icons-material/EditNote';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { canAccess } from '../../../runtime/access/canAccess';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import { ApprovalActions } from '../../components/task-approval/ApprovalActions';
import type { TaskAnswer } from '../../components/task-approval/TaskAnswer';
import { formatInstant } from '../../components/task-approval/formatInstant';
import { useApprovalChat } from '../../components/task-approval/useApprovalChat';
import { useIsResponsible } from '../../components/task-approval/useIsResponsible';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useCommandData } from '../../hooks/useCommandData';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import { FinishedDocument } from '../../components/documents/FinishedDocument';
import type { DocumentAnswer } from '../../components/documents/DocumentAnswer';
import { DocumentWorkflow } from '../../components/workflow-status/DocumentWorkflow';
import { CancelTaskButton } from './CancelTaskButton';
import { ConformityReport } from './ConformityReport';
import { DocumentAudios } from './DocumentAudios';
import { DocumentResults } from './DocumentResults';
import { EmptyState } from './EmptyState';
import { TaskHistory } from './TaskHistory';
import { TaskSummary } from './TaskSummary';
import { useFormName } from './useFormName';

const TABS = ['document', 'history', 'conformity', 'audios', 'results'] as const;
type TabName = (typeof TABS)[number];
const FILLABLE = new Set(['planned', 'in_progress']);
const EDITABLE = new Set(['planned', 'in_progress']);

/**
 * A task (/task/view/:id): its summary (state and done label, approval, responsible, dates, form,
 * records, address), what the caller may do with it (fill or continue when it is theirs and not closed
 * after its due date, edit, cancel while still to be done, the
 * approval chat, approve or disapprove when they approve it) and its tabs: the document read-only, the
 * edit history, the conformity report, the audios and the results (`?tab=` keeps the open one). A document
 * with a workflow shows its steps (DocumentWorkflow), with "Avançar etapa" for TASK EDIT.
 */
export function TaskViewScreen(props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { metadata } = useRuntime();
  const access = useAccessContext();
  const [search, setSearch] = useSearchParams();
  const id = Number(props.params.id);
  const task = useCommandData<TaskAnswer>('ConsultarAtividade', { ID: id }, false, { showsNotFound: true });
  const info = task.data?.ATIVIDADE;
  const documentId = info?.documentId ?? null;
  const doc = useCommandData<DocumentAnswer>('ConsultarDocumento', { ID: documentId }, documentId === null);
  const chat = useApprovalChat(id, !info || (!info.needsApproval && info.approval === null));
  const formName = useFormName(info?.formId, !info || documentId !== null);
  const mine = useIsResponsible(info?.responsible);

  if (task.notFound) return <NotFound back="/tasks" />;
  if (task.failed)
    return (
      <>
        <PageHeader title={t(props.route.title)} />
        <Alert severity="error">{t('taskView.loadError')}</Alert>
      </>
    );
  if (!info) return <FullPageSpinner />;

  const reload = () => {
    task.reload();
    chat.reload();
  };
  const canManage = canAccess({ functionality: 'TASK', level: 'EDIT' }, access).ok;
  // A task closed after its due date (state expired) is not filled any more; the server refuses it too.
  const canFill = mine && FILLABLE.has(info.status) && info.state !== 'expired' && canManage;
  const canCancel = FILLABLE.has(info.status) && canManage;
  const editRoute = metadata.routes.find((r) => r.name === 'taskEdit');
  const canEdit = !!editRoute && EDITABLE.has(info.status) && canAccess(editRoute, access).ok;
  const canDecide =
    !!chat.data?.APROVACAO.canApprove &&
    info.status === 'finished' &&
    info.approval === 'pending' &&
    canAccess({ functionality: 'TASK_APPROVAL', level: 'EDIT' }, access).ok;
  const lastRefusal = [...(chat.data?.DECISOES ?? [])].reverse().find((d) => d.decision === 'disapproved');
  const tab: TabName = (TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as TabName)
    : 'document';

  const needsDocument = (render: (answer: DocumentAnswer) => ReactNode) => {
    if (documentId === null) return <EmptyState text={t('taskView.noDocument')} />;
    if (doc.failed) return <Alert severity="error">{t('forms.fill.loadDocumentError')}</Alert>;
    if (!doc.data) return <FullPageSpinner />;
    return render(doc.data);
  };
  const panels: Record<TabName, () => ReactNode> = {
    document: () => needsDocument((d) => <FinishedDocument document={d.DOCUMENTO} model={d.MODELO} />),
    history: () => <TaskHistory entries={task.data!.HISTORICO} />,
    conformity: () =>
      needsDocument((d) => (
        <ConformityReport model={d.MODELO} values={d.DOCUMENTO.values} plans={d.DOCUMENTO.plans} />
      )),
    audios: () => needsDocument((d) => <DocumentAudios model={d.MODELO} values={d.DOCUMENTO.values} />),
    results: () =>
      needsDocument((d) => (
        <DocumentResults model={d.MODELO} values={d.DOCUMENTO.values} score={d.DOCUMENTO.score} />
      )),
  };

  return (
    <>
      <PageHeader
        title={info.title}
        subtitle={t('taskView.taskNumber', { id: info.id })}
        actions={
          <>
            {canFill && (
              <Button
                variant="contained"
                startIcon={<EditNote />}
                component={RouterLink}
                to={`/task_in_progress/${info.id}`}
              >
                {t(documentId === null ? 'taskView.fill' : 'taskView.continue')}
              </Button>
            )}
            {canDecide && <ApprovalActions taskId={info.id} title={info.title} onDecided={reload} />}
            {chat.data && (
              <Button
                variant="outlined"
                startIcon={<Chat />}
                component={RouterLink}
                to={`/approval/chat/${info.id}`}
              >
                {t('approvalPages.chat')}
              </Button>
            )}
            {canEdit && (
              <Button
                variant="outlined"
                startIcon={<Edit />}
                component={RouterLink}
                to={`/task/edit/${info.id}/0`}
              >
                {t('taskView.edit')}
              </Button>
            )}
            {canCancel && (
              <CancelTaskButton
                taskId={info.id}
                version={info.version}
                title={info.title}
                onCancelled={reload}
              />
            )}
          </>
        }
      />
      {info.state === 'expired' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('taskView.expired')}
        </Alert>
      )}
      {info.approval === 'disapproved' && (
        <Alert severity="warning" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {lastRefusal
            ? t('taskView.disapprovedBy', {
                user: lastRefusal.userName ?? '',
                at: formatInstant(lastRefusal.at, i18n.language),
                justification: lastRefusal.justification ?? '',
              })
            : t('tasks.approvalStates.disapproved')}
        </Alert>
      )}
      <TaskSummary task={info} formName={doc.data?.MODELO.name ?? formName} />
      {documentId !== null && doc.data?.MODELO.workflow && (
        <DocumentWorkflow
          documentId={documentId}
          canJump={canManage}
          onChanged={() => {
            reload();
            doc.reload();
          }}
        />
      )}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) => setSearch({ tab: value }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('taskView.tabsLabel')}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`taskView.tabs.${name}`)}
              id={`task-tab-${name}`}
              aria-controls={`task-panel-${name}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`task-panel-${tab}`} aria-labelledby={`task-tab-${tab}`}>
        {panels[tab]()}
      </Box>
    </>
  );
}
