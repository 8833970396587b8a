import type { TFunction } from 'i18next';
import { formatTaskDate } from '../../../runtime/tasks/formatTaskDate';
import type { TaskGroupField } from '../../../runtime/tasks/TaskListQuery';
import type { TaskListItem } from '../../../runtime/protocol/answers/TaskListItem';

/**
 * The heading of the group a task row opens (GRUPO), from the row itself: the state, the responsible's,
 * form's or client's name, or the due day.
 *
 * @example groupLabel('dueDay', item, t) // '22/11/2026'
 */
export function groupLabel(group: TaskGroupField, item: TaskListItem, t: TFunction): string {
  switch (group) {
    case 'state':
      return t(`tasks.states.${item.state}`);
    case 'responsible':
      return item.responsible.name ?? item.responsible.code ?? t('taskList.noName');
    case 'form':
      return item.formName ?? t('taskList.noName');
    case 'client':
      return item.clientName ?? t(item.clientId ? 'taskList.noName' : 'taskList.noClient');
    case 'dueDay':
      return item.group?.key ? formatTaskDate(item.group.key) : t('taskList.noDueDate');
  }
}
