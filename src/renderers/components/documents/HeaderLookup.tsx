import { useLookupLabel } from '../../hooks/useLookupLabel';
import { useRuntime } from '../../hooks/useRuntime';
import { RecordLookup } from '../pickers/RecordLookup';

/** A header record (client, unit, asset) picked by searching; its name comes from GetEntity once chosen. */
export function HeaderLookup(props: {
  entity: string;
  label: string;
  value: number | undefined;
  onChange(id: number | undefined, name: string | undefined): void;
}) {
  const { metadata } = useRuntime();
  const titleField = metadata.entities[props.entity]?.titleField ?? 'name';
  const name = useLookupLabel(props.entity, props.value, titleField);
  return (
    <RecordLookup
      id={`header-${props.entity}`}
      entity={props.entity}
      label={props.label}
      multiple={false}
      value={props.value === undefined ? null : { id: String(props.value), name }}
      onChange={(record) => props.onChange(record ? Number(record.id) : undefined, record?.name)}
    />
  );
}
