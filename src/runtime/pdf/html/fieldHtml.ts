import { formFieldType } from '../../forms/fieldTypes/formFieldType';
import { xmlEscape } from '../../text/xmlEscape';
import { inlineStyle } from './inlineStyle';
import type { ChoiceMark, PdfDocumentData, PdfFieldData } from './PdfDocumentData';
import type { PdfHtmlContext } from './PdfHtmlContext';
import { ruleStyle } from './styleRules';
import { tableHtml } from './tableHtml';

/** Field types whose answer is its images: they stand for the text ('2 fotos', 'Assinatura'). */
const IMAGE_TYPES = new Set(['photo', 'signatureDrawn', 'sketch']);
const SIGNATURE_TYPES = new Set(['signatureDrawn', 'sketch']);

/** An answer's images side by side, never cut across pages. */
export function imagesHtml(urls: readonly string[], signature = false): string {
  const kind = signature ? 'pdf-signature-image' : 'pdf-photo';
  return `<div class="pdf-images">${urls
    .map((url) => `<img class="${kind}" src="${xmlEscape(url)}" alt="">`)
    .join('')}</div>`;
}

/** Every option of a choice, ☑ before the chosen ones (in the styling rules' colours) and ☐ before the others. */
const marksHtml = (choices: readonly ChoiceMark[], style: string) =>
  choices
    .map((choice) =>
      choice.checked
        ? `<span class="pdf-check pdf-checked"${style}>☑ ${xmlEscape(choice.label)}</span>`
        : `<span class="pdf-check">☐ ${xmlEscape(choice.label)}</span>`,
    )
    .join(' ');

/** A place (address, coordinates) when report settings leave maps out. */
const leftOut = (field: PdfFieldData, ctx: PdfHtmlContext) =>
  ctx.settings.maps === 'hidden' && formFieldType({ type: field.type }).place === true;

/**
 * One field's answer and its label (`above`, to the `left`, or `hidden`) as HTML: a table as a table
 * (tableHtml), photos and signatures as images, any other answer as its text (line breaks kept) in the
 * colours the styling rules give it; '—' when unanswered, nothing for a field the data lacks (hidden).
 * Report settings: with `checks: 'symbols'` a choice shows every option, ☑ the chosen ones (they take
 * the rules' colours) and ☐ the others (`'text'`: the chosen ones' words); with `maps: 'hidden'` a place (locationGps, locationManual)
 * prints nothing, its label neither.
 *
 * @example fieldHtml('temp', 'above', data, ctx) // '<div class="pdf-field"><div class="pdf-label">Temperatura</div>…'
 */
export function fieldHtml(
  fieldId: string,
  label: 'above' | 'left' | 'hidden',
  data: PdfDocumentData,
  ctx: PdfHtmlContext,
): string {
  const field = data.fields[fieldId];
  if (!field || leftOut(field, ctx)) return '';
  const parts: string[] = [];
  if (field.table?.rows.length) parts.push(tableHtml(field.table, ctx));
  else if (!(field.images.length && IMAGE_TYPES.has(field.type))) {
    const colours = ruleStyle(ctx.styleRules, fieldId, field.type, field.rawValue);
    const style = colours
      ? ` style="${inlineStyle({ color: colours.color, background: colours.background })}"`
      : '';
    parts.push(
      ctx.settings.checks === 'symbols' && field.choices?.length
        ? `<div class="pdf-answer">${marksHtml(field.choices, style)}</div>`
        : `<div class="pdf-answer"><span${style}>${xmlEscape(field.text) || '—'}</span></div>`,
    );
  }
  if (field.images.length) parts.push(imagesHtml(field.images, SIGNATURE_TYPES.has(field.type)));
  const labelHtml = label === 'hidden' ? '' : `<div class="pdf-label">${xmlEscape(field.label)}</div>`;
  const wide = field.table?.rows.length ? ' pdf-field-wide' : '';
  return `<div class="pdf-field pdf-label-${label}${wide}">${labelHtml}<div class="pdf-value">${parts.join('')}</div></div>`;
}
