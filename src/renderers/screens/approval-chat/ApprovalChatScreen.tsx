import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { canAccess } from '../../../runtime/access/canAccess';
import { ChatComposer } from '../../components/chat/ChatComposer';
import { ChatTimeline } from '../../components/chat/ChatTimeline';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import { ApprovalActions } from '../../components/task-approval/ApprovalActions';
import type { TaskAnswer } from '../../components/task-approval/TaskAnswer';
import { useApprovalChat } from '../../components/task-approval/useApprovalChat';
import { TaskStateChip } from '../../components/tasks/TaskStateChip';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useCommandData } from '../../hooks/useCommandData';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';
import type { ScreenProps } from '../ScreenProps';

const APPROVAL_COLORS = { pending: 'warning', approved: 'success', disapproved: 'error' } as const;

/**
 * A task's approval chat (/approval/chat/:id): its responsible and its approvers talk here; messages
 * and decisions in one timeline, a box to write, and "Aprovar" / "Reprovar" for an approver while the
 * task waits for approval. Who does not take part is told so (the server refuses them).
 */
export function ApprovalChatScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const access = useAccessContext();
  const userId = useSession((s) => s.user?.id);
  const id = Number(props.params.id);
  const task = useCommandData<TaskAnswer>('ConsultarAtividade', { ID: id }, false, { showsNotFound: true });
  const chat = useApprovalChat(id);
  const info = task.data?.ATIVIDADE;

  const send = async (message: string) => {
    try {
      await command('EnviarMensagemAprovacao', { ID: id, TEXTO: message }, { silentOnSuccess: true });
      chat.reload();
      return true;
    } catch {
      // The adapter showed the server's error; the text stays to send again.
      return false;
    }
  };

  const header = (
    <PageHeader
      title={t(props.route.title)}
      subtitle={info?.title}
      actions={
        <>
          {info &&
            chat.data?.APROVACAO.canApprove &&
            chat.data.APROVACAO.status === 'finished' &&
            chat.data.APROVACAO.approval === 'pending' &&
            canAccess({ functionality: 'TASK_APPROVAL', level: 'EDIT' }, access).ok && (
              <ApprovalActions
                taskId={id}
                title={info.title}
                onDecided={() => {
                  task.reload();
                  chat.reload();
                }}
              />
            )}
          <Button variant="outlined" component={RouterLink} to={`/task/view/${id}`}>
            {t('taskFill.viewTask')}
          </Button>
        </>
      }
    />
  );
  if (task.notFound) return <NotFound back="/approval" />;
  if (chat.refused)
    return (
      <>
        {header}
        <Alert severity="warning">{chat.refused}</Alert>
      </>
    );
  if (!chat.data || !info) return task.failed ? header : <FullPageSpinner />;
  const approval = chat.data.APROVACAO.approval;
  return (
    <>
      {header}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <TaskStateChip state={info.state} doneLabel={info.doneLabel} size="medium" />
        {approval && (
          <Chip
            color={APPROVAL_COLORS[approval]}
            variant="outlined"
            label={t(`tasks.approvalStates.${approval}`)}
          />
        )}
      </Box>
      <Card sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <ChatTimeline messages={chat.data.MENSAGENS} decisions={chat.data.DECISOES} userId={userId} />
      </Card>
      <ChatComposer onSend={send} />
    </>
  );
}
