/**
 * A field whose `type` no registry defines: the metadata (an entity file, a form model) and the code
 * disagree. Schemas keep such a type out of stored metadata, so this is a developer's error; the message
 * names the field and the registry to extend.
 *
 * @example new UnknownFieldTypeError('form', 'foo', 'field "f1" (Tabela)').message
 *   // 'field "f1" (Tabela) has type "foo", which no form field type defines (...)'
 */
export class UnknownFieldTypeError extends Error {
  readonly code = 'INTERNAL_ERROR' as const;
  constructor(
    readonly kind: 'form' | 'entity',
    readonly type: string,
    readonly where: string,
  ) {
    const registry =
      kind === 'form'
        ? 'src/runtime/forms/fieldTypes/formFieldTypes.ts'
        : 'src/runtime/entities/fieldTypes/entityFieldTypes.ts';
    super(`${where} has type "${type}", which no ${kind} field type defines (${registry})`);
    this.name = 'UnknownFieldTypeError';
  }
}
