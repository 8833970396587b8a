import { RecordLookup } from '../../components/pickers/RecordLookup';
import type { LookupRecord } from '../../components/pickers/searchLookup';
import { useLookupLabel } from '../../hooks/useLookupLabel';
import { useRuntime } from '../../hooks/useRuntime';

/**
 * One record of an entity (or an employee) picked by name, held as its id: the chosen record's name is
 * read once with GetEntity (useLookupLabel), the search is RecordLookup's unless `search` is given.
 *
 * @example <RecordPicker id="task-client" entity="client" label="Cliente" value={7} onChange={setId} />
 */
export function RecordPicker(props: {
  id: string;
  entity: string;
  label: string;
  value: number | null;
  onChange(id: number | null): void;
  required?: boolean;
  error?: string;
  helperText?: string;
  search?: (text: string) => Promise<LookupRecord[]>;
}) {
  const { metadata } = useRuntime();
  const name = useLookupLabel(
    props.entity,
    props.value,
    metadata.entities[props.entity]?.titleField ?? 'name',
  );
  return (
    <RecordLookup
      id={props.id}
      entity={props.entity}
      label={props.label}
      multiple={false}
      value={props.value === null ? null : { id: String(props.value), name }}
      onChange={(record) => props.onChange(record ? Number(record.id) : null)}
      required={props.required}
      error={props.error}
      helperText={props.helperText}
      search={props.search}
    />
  );
}
