import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { formatInstant } from '../task-approval/formatInstant';

/** One message of an approval chat (a task's, a form revision's). */
export interface ChatMessage {
  id: number;
  at: string;
  userId: number;
  userName: string | null;
  text: string;
}

/** One approval decision shown in the chat: approved, or disapproved with its justification. */
export interface ChatDecision {
  at: string;
  userName: string | null;
  decision: 'approved' | 'disapproved';
  justification: string | null;
}

type Entry =
  { kind: 'message'; at: string; item: ChatMessage } | { kind: 'decision'; at: string; item: ChatDecision };

/**
 * An approval chat as one timeline (a task's, a form revision's): messages (the caller's on the right)
 * and approval decisions (approved, or disapproved with the justification) in the order they happened.
 *
 * @example <ChatTimeline messages={chat.MENSAGENS} decisions={chat.DECISOES} userId={me} />
 */
export function ChatTimeline(props: {
  messages: ChatMessage[];
  decisions?: ChatDecision[];
  userId: number | undefined;
  label?: string;
}) {
  const { t, i18n } = useTranslation();
  const entries: Entry[] = [
    ...props.messages.map((item) => ({ kind: 'message' as const, at: item.at, item })),
    ...(props.decisions ?? []).map((item) => ({ kind: 'decision' as const, at: item.at, item })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (!entries.length)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {t('approvalPages.noMessages')}
      </Typography>
    );
  return (
    <Box
      component="ol"
      role="log"
      aria-label={props.label ?? t('approvalPages.timeline')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {entries.map((entry, i) => {
        const who = entry.item.userName || t('taskView.history.someone');
        const when = formatInstant(entry.at, i18n.language);
        if (entry.kind === 'decision') {
          const approved = entry.item.decision === 'approved';
          return (
            <Box component="li" key={`d${i}`} sx={{ display: 'flex', justifyContent: 'center' }}>
              <Paper variant="outlined" sx={{ p: 1.5, maxWidth: 560, width: '100%', textAlign: 'center' }}>
                <Chip
                  size="small"
                  color={approved ? 'success' : 'error'}
                  label={t(`tasks.approvalStates.${entry.item.decision}`)}
                />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('approvalPages.decidedBy', { user: who, at: when })}
                </Typography>
                {entry.item.justification && (
                  <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {t('approvalPages.justificationText', { text: entry.item.justification })}
                  </Typography>
                )}
              </Paper>
            </Box>
          );
        }
        const mine = entry.item.userId === props.userId;
        return (
          <Box
            component="li"
            key={`m${entry.item.id}`}
            sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
          >
            <Paper
              elevation={0}
              sx={{
                p: 1.5,
                maxWidth: { xs: '88%', sm: '70%' },
                bgcolor: mine ? 'primary.main' : 'action.hover',
                color: mine ? 'primary.contrastText' : 'text.primary',
              }}
            >
              <Typography variant="caption" component="p" sx={{ opacity: 0.85 }}>
                {who} · {when}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {entry.item.text}
              </Typography>
            </Paper>
          </Box>
        );
      })}
    </Box>
  );
}
