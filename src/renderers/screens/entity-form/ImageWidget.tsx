import type { WidgetProps } from '@rjsf/utils';
import { ImageUpload } from '../../components/images/ImageUpload';

/** An entity `image` field (a client's profile image): an upload with a preview, its value the image id. */
export function ImageWidget(props: WidgetProps) {
  return (
    <ImageUpload
      label={props.label}
      value={typeof props.value === 'string' && props.value ? props.value : null}
      onChange={(image) => props.onChange(image ?? props.options.emptyValue)}
      disabled={props.disabled || props.readonly}
    />
  );
}
