import { applyMask } from '../../../runtime/validators/applyMask';
import { FillTextField } from '../../forms/fill/FillTextField';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

const SHORT_TEXT_LIMIT = 150;
const INPUT_MODES: Record<string, string> = {
  cpf: 'numeric',
  // The 2026 CNPJ has letters: a numeric keyboard would hide them.
  cnpj: 'text',
  cep: 'numeric',
  phone: 'tel',
  landline: 'tel',
  email: 'email',
};

/** Short text: at most 150 characters (or the field's limit), formatted by its mask as typed. */
export function TextShortFill(props: FillRendererProps<string>) {
  const { field } = props;
  const limit = Math.min(
    field.charLimit ?? (field.settings?.maxLength as number | undefined) ?? SHORT_TEXT_LIMIT,
    SHORT_TEXT_LIMIT,
  );
  return (
    <FillTextField
      {...props}
      value={props.value ?? ''}
      onChange={(text) => {
        const masked = applyMask(field.mask, text).slice(0, limit);
        props.onChange(masked === '' ? null : masked);
      }}
      type={field.mask === 'email' ? 'email' : 'text'}
      htmlInput={{ maxLength: limit, inputMode: field.mask ? INPUT_MODES[field.mask] : undefined }}
    />
  );
}
