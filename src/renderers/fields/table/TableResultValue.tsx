import { useTranslation } from '../../hooks/useTranslation';
import { numberText } from '../../../runtime/forms/fieldTypes/shared/numberText';
import type { TableColumn } from '../../../runtime/forms/FormModel';
import { useFieldSnapshot } from '../../forms/fill/useFieldSnapshot';

/**
 * A table result's live value (the engine's aggregate) in the locale, in its column's format (a sum of
 * money reads R$ 1.234,50); a count is a plain number.
 */
export function TableResultValue(props: { id: string; column?: TableColumn; count?: boolean }) {
  const { i18n } = useTranslation();
  const { value } = useFieldSnapshot(props.id);
  if (typeof value !== 'number') return <output>—</output>;
  const rounded = Math.round(value * 100) / 100;
  const field = props.column && !props.count ? props.column : { type: 'number' };
  return <output>{numberText(field, rounded, i18n.language)}</output>;
}
