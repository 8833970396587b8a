import { useTranslation } from '../../hooks/useTranslation';
import type { NamedRef } from '../../../runtime/tasks/TaskListQuery';
import { RecordLookup } from '../../components/pickers/RecordLookup';

/**
 * A filter's multiple choice of records (forms, clients, units) searched on the server as the user
 * types; the chosen ones keep their names.
 */
export function NamedPicker(props: {
  id: string;
  label: string;
  value: NamedRef[];
  onChange(value: NamedRef[]): void;
  search(text: string): Promise<NamedRef[]>;
}) {
  const { t } = useTranslation();
  return (
    <RecordLookup<true, NamedRef>
      id={props.id}
      multiple
      size="small"
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      search={props.search}
      placeholder={false}
      noOptionsText={t('taskList.filters.noOptions')}
      loadingText={t('taskList.filters.loadingOptions')}
    />
  );
}
