import { useFieldSnapshot } from '../../forms/fill/useFieldSnapshot';

/** A table result's live value (the engine's aggregate), formatted with comma decimals. */
export function TableResultValue(props: { id: string }) {
  const { value } = useFieldSnapshot(props.id);
  if (typeof value !== 'number') return <output>—</output>;
  return <output>{(Math.round(value * 100) / 100).toString().replace('.', ',')}</output>;
}
