import { useTranslation } from '../../hooks/useTranslation';
import { RecordLookup } from '../../components/pickers/RecordLookup';
import { useRuntime } from '../../hooks/useRuntime';
import { EmailChips } from './EmailChips';
import { searchTasks } from '../../../runtime/controllers/taskForm/searchTasks';
import { TaskSection } from '../../components/tasks/TaskSection';
import type { TaskSectionProps } from './TaskSectionProps';

/**
 * E-mails to notify (chips) and, for a task (a recurrent template has none), prerequisite tasks found by
 * title or number.
 */
export function NotifySection(props: TaskSectionProps) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const { draft, change, errors } = props;
  return (
    <TaskSection title={t('taskForm.sections.notify')}>
      <EmailChips
        id="task-emails"
        label={t('taskForm.fields.notifyEmails')}
        value={draft.notifyEmails}
        onChange={(notifyEmails) => change({ notifyEmails })}
        error={errors.notifyEmails}
      />
      {!draft.recurrent && (
        <RecordLookup
          id="task-prerequisites"
          entity="task"
          label={t('taskForm.fields.prerequisites')}
          multiple
          value={draft.prerequisites}
          onChange={(prerequisites) => change({ prerequisites })}
          search={(text) => searchTasks(command, text)}
          error={errors.prerequisites}
          helperText={t('taskForm.prerequisitesHelp')}
        />
      )}
    </TaskSection>
  );
}
