import type { FillRendererProps } from '../../forms/fill/FillRendererProps';
import { RecordLookup } from '../../components/pickers/RecordLookup';
import type { LookupRecord } from '../../components/pickers/searchLookup';

/** The entity each manual data type looks up (products are the item catalogue's records). */
const ENTITY_OF: Record<string, string> = {
  manualEmployee: 'employee',
  manualClient: 'client',
  manualUnit: 'unit',
  manualAsset: 'asset',
  manualProduct: 'item',
};

/** Manual data: an employee, client, unit, asset or product picked by searching (several when `multiple`). */
export function ManualDataFill(props: FillRendererProps<LookupRecord | LookupRecord[]>) {
  const entity = ENTITY_OF[props.field.type] ?? 'client';
  const common = {
    id: props.inputId,
    entity,
    label: props.dense ? undefined : props.field.name,
    ariaLabel: props.dense ? props.field.name : undefined,
    required: props.field.required,
    error: props.error,
    helperText: props.dense ? undefined : props.field.description,
    readOnly: props.readOnly,
    size: props.dense ? ('small' as const) : undefined,
  };
  if (props.field.settings?.multiple) {
    const value = Array.isArray(props.value) ? props.value : props.value ? [props.value] : [];
    return (
      <RecordLookup
        {...common}
        multiple
        value={value}
        onChange={(next) => props.onChange(next.length ? next : null)}
      />
    );
  }
  const value = Array.isArray(props.value) ? (props.value[0] ?? null) : props.value;
  return <RecordLookup {...common} multiple={false} value={value} onChange={props.onChange} />;
}
