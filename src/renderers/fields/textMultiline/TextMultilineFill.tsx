import { FillTextField } from '../../forms/fill/FillTextField';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

/** Text on several lines, with the field's character limit when it has one. */
export function TextMultilineFill(props: FillRendererProps<string>) {
  const { field } = props;
  const limit = field.charLimit ?? (field.settings?.maxLength as number | undefined);
  return (
    <FillTextField
      {...props}
      multiline
      minRows={props.dense ? 1 : ((field.settings?.rows as number | undefined) ?? 3)}
      value={props.value ?? ''}
      onChange={(text) => props.onChange(text === '' ? null : text)}
      htmlInput={limit ? { maxLength: limit } : undefined}
    />
  );
}
