import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEntityValue } from '../../../runtime/entities/formatEntityValue';
import type { TaskAnswer } from '../../components/task-approval/TaskAnswer';
import { formatInstant } from '../../components/task-approval/formatInstant';

/** What the person filling a task needs to know first: its due date, address and instructions. */
export function TaskBrief(props: { task: TaskAnswer['ATIVIDADE'] }) {
  const { t, i18n } = useTranslation();
  const { task } = props;
  const address = formatEntityValue({ key: 'address', type: 'address', label: '' }, task.address, t);
  const rows: Array<[string, string]> = [
    [
      t('taskView.due'),
      task.dueAt ? formatInstant(task.dueAt, i18n.language) : t('tasks.doneLabels.noDueDate'),
    ],
  ];
  if (address) rows.push([t('taskView.address'), address]);
  if (task.instructions) rows.push([t('taskView.instructions'), task.instructions]);
  return (
    <Card component="section" aria-label={t('taskFill.about')} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, gap: 0.75, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
