import { xmlEscape } from '../../../text/xmlEscape';
import type { PhotosBlockSettings } from '../../blocks/photos';
import type { PdfBlockRenderer } from '../PdfBlockRenderer';

/** Photos `perRow` to a row, each with its caption and never cut: one field's, or every photo. */
export const photosHtml: PdfBlockRenderer<PhotosBlockSettings> = (block, data) => {
  const { fieldId, perRow } = block.settings;
  const field = fieldId ? data.fields[fieldId] : undefined;
  const photos = fieldId ? (field?.images ?? []).map((url) => ({ url, caption: field!.label })) : data.photos;
  const figures = photos
    .map(
      (photo) =>
        `<figure><img src="${xmlEscape(photo.url)}" alt=""><figcaption>${xmlEscape(photo.caption)}</figcaption></figure>`,
    )
    .join('');
  return `<div class="pdf-photos pdf-per-row-${perRow}">${figures}</div>`;
};
