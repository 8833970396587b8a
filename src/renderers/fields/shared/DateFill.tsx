import { FillTextField } from '../../forms/fill/FillTextField';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

/**
 * Date, hour and date-hour through the browser's own pickers (keyboard and phone friendly), stored as
 * YYYY-MM-DD, HH:mm and YYYY-MM-DDTHH:mm. A date in the MM/YYYY format picks a month (stored as its
 * first day).
 */
export function DateFill(props: FillRendererProps<string>) {
  const { field } = props;
  const month = field.type === 'date' && field.settings?.format === 'MM/YYYY';
  const type =
    field.type === 'hour' ? 'time' : field.type === 'dateHour' ? 'datetime-local' : month ? 'month' : 'date';
  const value = props.value ?? '';
  return (
    <FillTextField
      {...props}
      // An empty read-only date shows blank, not the browser's mm/dd/yyyy mask.
      type={props.readOnly && !value ? 'text' : type}
      value={month ? value.slice(0, 7) : field.type === 'dateHour' ? value.slice(0, 16) : value}
      onChange={(text) => props.onChange(text === '' ? null : month ? `${text}-01` : text)}
    />
  );
}
