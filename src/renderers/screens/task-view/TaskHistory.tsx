import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import type { TaskHistoryEntry } from '../../components/task-approval/TaskAnswer';
import { formatInstant } from '../../components/task-approval/formatInstant';
import { HistoryValue } from './HistoryValue';
import { EmptyState } from './EmptyState';

/**
 * The task's edit history (ConsultarAtividade HISTORICO, newest first): who changed it and when, and
 * each field from its old value to the new one, in words.
 */
export function TaskHistory(props: { entries: TaskHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  if (!props.entries.length) return <EmptyState text={t('taskView.history.none')} />;
  return (
    <List disablePadding aria-label={t('taskView.tabs.history')}>
      {props.entries.map((entry, i) => (
        <ListItem key={`${entry.at}-${i}`} divider sx={{ display: 'block', px: { xs: 0, sm: 1 }, py: 1.5 }}>
          <Typography variant="subtitle2" component="p">
            {t('taskView.history.byAt', {
              user: entry.userName || t('taskView.history.someone'),
              at: formatInstant(entry.at, i18n.language),
            })}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {Object.entries(entry.changes).map(([field, change]) => (
              <Typography component="li" key={field} sx={{ overflowWrap: 'anywhere' }}>
                <strong>{t(`taskView.history.fields.${field}`, { defaultValue: field })}</strong>
                {': '}
                <HistoryValue field={field} value={change.from} />
                {' → '}
                <HistoryValue field={field} value={change.to} />
              </Typography>
            ))}
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
