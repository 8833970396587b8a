import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { canAccess } from '../../../runtime/access/canAccess';
import type { ResponsibleRef } from '../../../runtime/tasks/TaskListQuery';
import { RecordLookup } from '../../components/pickers/RecordLookup';
import { searchLookup } from '../../components/pickers/searchLookup';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useRuntime } from '../../hooks/useRuntime';

const keyOf = (o: ResponsibleRef) => `${o.kind}:${o.id}`;

/**
 * A responsible of tasks: an employee or a work group (squad), searched as the user types; one or
 * several. Employees are always offered (their names are open to company users); work groups to those
 * who may list them (WORK_GROUP VIEW).
 */
export function ResponsiblePicker<Multiple extends boolean>(props: {
  id: string;
  label: string;
  multiple: Multiple;
  value: Multiple extends true ? ResponsibleRef[] : ResponsibleRef | null;
  onChange(value: Multiple extends true ? ResponsibleRef[] : ResponsibleRef | null): void;
  size?: 'small' | 'medium';
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const ctx = useAccessContext();
  // The employee lookup answers names to every company user (externalLookups): whoever assigns or
  // filters tasks may pick a person even without the employee pages (operators).
  const squads = canAccess({ functionality: 'WORK_GROUP', level: 'VIEW' }, ctx).ok;
  const search = useCallback(
    async (text: string): Promise<ResponsibleRef[]> => {
      const asRefs = (kind: ResponsibleRef['kind']) => (found: { id: string; name: string }[]) =>
        found.map((r) => ({ kind, id: Number(r.id), name: r.name }));
      const [people, groups] = await Promise.all([
        searchLookup(command, 'employee', 'name', text).then(asRefs('employee')),
        squads ? searchLookup(command, 'squad', 'title', text).then(asRefs('squad')) : [],
      ]);
      return [...people, ...groups];
    },
    [command, squads],
  );
  const groupLabel = useMemo(
    () => ({ employee: t('taskList.filters.employees'), squad: t('taskList.filters.squads') }),
    [t],
  );
  return (
    <RecordLookup<Multiple, ResponsibleRef>
      id={props.id}
      multiple={props.multiple}
      size={props.size}
      required={props.required}
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      search={search}
      groupBy={(o) => groupLabel[o.kind]}
      optionKey={keyOf}
      placeholder={false}
      noOptionsText={t('taskList.filters.noOptions')}
      loadingText={t('taskList.filters.loadingOptions')}
    />
  );
}
