import { useLookupLabel } from '../hooks/useLookupLabel';

/** A lookup value shown as its records' display text (list cells, the read-only view). */
export function LookupLabel(props: { entity: string; value: unknown; displayField: string }) {
  return <>{useLookupLabel(props.entity, props.value, props.displayField)}</>;
}
