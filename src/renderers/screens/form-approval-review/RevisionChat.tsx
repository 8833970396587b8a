import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { RevisionDetail, RevisionMessage } from '../../../runtime/formApproval/FormRevision';
import { ChatComposer } from '../../components/chat/ChatComposer';
import { ChatTimeline, type ChatDecision } from '../../components/chat/ChatTimeline';

/**
 * The revision's chat, as a task's approval chat: its author and reviewers write here; the round's
 * rejections (with their justifications) and approvals show in the same timeline. No box to write once
 * the revision is approved.
 */
export function RevisionChat(props: {
  revision: RevisionDetail;
  messages: RevisionMessage[];
  userId: number | undefined;
  onSend(text: string): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { revision } = props;
  const messages = useMemo(
    () =>
      props.messages.map((m) => ({
        id: m.ID,
        at: m.EM,
        userId: m.AUTOR_ID,
        userName: m.AUTOR_NOME,
        text: m.TEXTO,
      })),
    [props.messages],
  );
  const decisions = useMemo<ChatDecision[]>(
    () => [
      ...revision.AJUSTES.flatMap((a) =>
        a.DECISOES.filter((d) => d.DECISAO === 'rejected').map((d) => ({
          at: d.EM,
          userName: d.REVISOR_NOME,
          decision: 'disapproved' as const,
          justification: `${a.TEXTO}: ${d.JUSTIFICATIVA ?? ''}`,
        })),
      ),
      ...revision.APROVACOES.map((a) => ({
        at: a.EM,
        userName: a.REVISOR_NOME,
        decision: 'approved' as const,
        justification: null,
      })),
    ],
    [revision],
  );
  return (
    <Card
      component="section"
      aria-labelledby="revision-chat-title"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}
    >
      <Typography id="revision-chat-title" variant="h6" component="h2">
        {t('formApproval.review.chat')}
      </Typography>
      <ChatTimeline
        messages={messages}
        decisions={decisions}
        userId={props.userId}
        label={t('formApproval.review.chat')}
      />
      {revision.ESTADO !== 'approved' && <ChatComposer onSend={props.onSend} />}
    </Card>
  );
}
