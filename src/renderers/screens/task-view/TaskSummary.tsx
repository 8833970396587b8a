import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { formatEntityValue } from '../../../runtime/entities/formatEntityValue';
import { shownApproval } from '../../../runtime/tasks/shownApproval';
import { LookupLabel } from '../../components/LookupLabel';
import { ResponsibleLabel } from '../../components/task-approval/ResponsibleLabel';
import type { TaskAnswer } from '../../components/task-approval/TaskAnswer';
import { formatInstant } from '../../components/task-approval/formatInstant';
import { TaskStateChip } from '../../components/tasks/TaskStateChip';
import { useRuntime } from '../../hooks/useRuntime';
import { DefinitionList } from '../../components/DefinitionList';

const APPROVAL_COLORS = { pending: 'warning', approved: 'success', disapproved: 'error' } as const;
const RECORDS = [
  { key: 'clientId', entity: 'client', label: 'tasks.fields.client' },
  { key: 'unitId', entity: 'unit', label: 'tasks.fields.unit' },
  { key: 'assetId', entity: 'asset', label: 'tasks.fields.asset' },
] as const;

/**
 * The head of the task page: its state with the done label, approval state and urgency, then who does
 * it, when (start, due, started, finished), the form, the client, unit and asset, the address and the
 * instructions. Rows without a value are left out, except the responsible, the dates and the form.
 */
export function TaskSummary(props: { task: TaskAnswer['ATIVIDADE']; formName: string | undefined }) {
  const { t, i18n } = useTranslation();
  const { metadata } = useRuntime();
  const { task } = props;
  const approval = shownApproval(task.approval, task.state);
  const when = (iso: string | null) => formatInstant(iso, i18n.language);
  const address = formatEntityValue({ key: 'address', type: 'address', label: '' }, task.address, t);
  const rows: Array<[string, ReactNode]> = [
    [t('tasks.fields.responsible'), <ResponsibleLabel key="r" responsible={task.responsible} />],
    [t('taskView.start'), when(task.startAt)],
    [t('taskView.due'), task.dueAt ? when(task.dueAt) : t('tasks.doneLabels.noDueDate')],
  ];
  // The board column (to do, doing, done): a task filled before its start is already "doing".
  if (task.card) rows.push([t('taskView.card'), t(`tasks.cards.${task.card}`)]);
  if (task.startedAt) rows.push([t('taskView.startedAt'), when(task.startedAt)]);
  if (task.finishedAt) rows.push([t('taskView.finishedAt'), when(task.finishedAt)]);
  rows.push([t('taskView.form'), props.formName ?? t('taskView.formNumber', { id: task.formId })]);
  for (const record of RECORDS) {
    const id = task[record.key];
    if (typeof id === 'number')
      rows.push([
        t(record.label),
        <LookupLabel
          key={record.key}
          entity={record.entity}
          value={id}
          displayField={metadata.entities[record.entity]?.titleField ?? 'name'}
        />,
      ]);
  }
  if (address) rows.push([t('taskView.address'), address]);
  if (task.fillInLocation && task.proximityMeters)
    rows.push([t('taskView.fillInLocation'), t('taskView.proximity', { meters: task.proximityMeters })]);
  if (task.instructions) rows.push([t('taskView.instructions'), task.instructions]);
  return (
    <Card component="section" aria-label={t('taskView.summary')} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        <TaskStateChip state={task.state} doneLabel={task.doneLabel} size="medium" />
        {approval && (
          <Chip
            color={APPROVAL_COLORS[approval]}
            variant="outlined"
            label={t(`tasks.approvalStates.${approval}`)}
          />
        )}
        {task.urgent && <Chip color="error" variant="outlined" label={t('taskView.urgent')} />}
      </Box>
      <DefinitionList rows={rows} labelWidth={180} />
    </Card>
  );
}
