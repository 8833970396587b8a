import type { AnswerTextContext } from './AnswerTextContext';
import type { CheckedField } from './CheckedField';
import type { ValueProblem } from './ValueProblem';

/**
 * What the headless engine knows of one form field type (metadata/field-types/<id>.json describes its
 * settings and value; src/renderers/fields/<id>/ draws it). formFieldTypes maps every type id to one.
 *
 * @example formFieldTypes.date.answerText({ type: 'date' }, '2026-11-22', ctx) // '22/11/2026'
 */
export interface FormFieldTypeDefinition {
  /** Its value is option ids: rules compare ids, formulas read the chosen options' score. */
  choice?: true;
  /** Auxiliary content (title, image, link...): holds no value, is never required nor stored. */
  display?: true;
  /** The engine fills it (formulas, automatic data): never required nor checked, not typed by the user. */
  computed?: true;
  /** A formula: a table cell of this type is read-only. */
  formula?: true;
  /** The field's character limit (`charLimit`) applies and the editor offers it. */
  charLimit?: true;
  /** Rules compare it as a number (greater, smaller...). */
  numeric?: true;
  /** Its answer is a place (address and coordinates): report settings `maps` print it or leave it out. */
  place?: true;
  /** Its answer is an e-mail address the form's alerts may write to: always, or when the field's mask is `email`. */
  email?: 'always' | 'whenMasked';
  /** A filled answer (never empty here) as plain text for every export: Excel, KML, the PDF. */
  answerText(field: CheckedField, value: unknown, ctx: AnswerTextContext): string;
  /** Type checks of a filled value (emptiness and `required` are the engine's concern). */
  valueErrors(field: CheckedField, value: unknown): ValueProblem[];
  /** A random value for generated forms (generateFormModel); only the types the generator places have one. */
  sampleValue?(random: () => number): unknown;
}
