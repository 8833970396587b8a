import { xmlEscape } from '../../../text/xmlEscape';
import type { SignatureBlockSettings } from '../../blocks/signature';
import type { PdfBlockRenderer } from '../PdfBlockRenderer';

/**
 * A signature line with its caption (else the bound field's label); a bound field's drawn signature sits
 * on the line, a typed one as its text.
 */
export const signatureHtml: PdfBlockRenderer<SignatureBlockSettings> = (block, data) => {
  const field = block.settings.fieldId ? data.fields[block.settings.fieldId] : undefined;
  const mark = field?.images[0]
    ? `<img class="pdf-signature-image" src="${xmlEscape(field.images[0])}" alt="">`
    : field?.text
      ? `<div class="pdf-signature-text">${xmlEscape(field.text)}</div>`
      : '';
  const caption = block.settings.caption || field?.label || '';
  return `<div class="pdf-signature"><div class="pdf-signature-mark">${mark}</div><div class="pdf-signature-line">${xmlEscape(caption)}</div></div>`;
};
