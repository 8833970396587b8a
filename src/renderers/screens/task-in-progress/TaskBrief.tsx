import Card from '@mui/material/Card';
import { useTranslation } from '../../hooks/useTranslation';
import { formatEntityValue } from '../../../runtime/entities/formatEntityValue';
import type { TaskAnswer } from '../../components/task-approval/TaskAnswer';
import { formatInstant } from '../../components/task-approval/formatInstant';
import { DefinitionList } from '../../components/DefinitionList';

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
      <DefinitionList rows={rows} labelWidth={140} />
    </Card>
  );
}
