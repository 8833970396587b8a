import { useTranslation } from '../../hooks/useTranslation';
import { numberText } from '../../../runtime/forms/fieldTypes/shared/numberText';
import { FillTextField } from '../../forms/fill/FillTextField';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

/** Text and numeric formulas: the engine's live result, read-only, a number in its format and the locale. */
export function FormulaFill(props: FillRendererProps<number | string>) {
  const { i18n } = useTranslation();
  return (
    <FillTextField
      {...props}
      readOnly
      value={numberText(props.field, props.value, i18n.language)}
      htmlInput={{ 'aria-readonly': true, tabIndex: props.dense ? -1 : undefined }}
    />
  );
}
