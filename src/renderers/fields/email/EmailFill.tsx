import { FillTextField } from '../../forms/fill/FillTextField';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

/** An e-mail address (checked by the engine). */
export function EmailFill(props: FillRendererProps<string>) {
  return (
    <FillTextField
      {...props}
      type="email"
      value={props.value ?? ''}
      onChange={(text) => props.onChange(text === '' ? null : text)}
      htmlInput={{ autoComplete: 'email', inputMode: 'email' }}
    />
  );
}
