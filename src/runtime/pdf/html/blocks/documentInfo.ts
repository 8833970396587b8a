import { xmlEscape } from '../../../text/xmlEscape';
import type { DocumentInfoBlockSettings } from '../../blocks/documentInfo';
import type { PdfBlockRenderer } from '../PdfBlockRenderer';

/** The chosen identification items that have a value, `label: text`, in one or two columns. */
export const documentInfoHtml: PdfBlockRenderer<DocumentInfoBlockSettings> = (block, data) => {
  const items = block.settings.items
    .map((item) => data.info[item])
    .filter((item) => item && item.text)
    .map((item) => `<div><b>${xmlEscape(item!.label)}:</b> ${xmlEscape(item!.text)}</div>`)
    .join('');
  return `<div class="pdf-info pdf-columns-${block.settings.columns}">${items}</div>`;
};
