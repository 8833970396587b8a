import type { EntityField } from './EntityMeta';

type Translate = (key: string) => string;

/** An address as one line: `Rua X, 10 - Centro, Cidade/UF, CEP`. */
function addressLine(value: Record<string, unknown>): string {
  const part = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  const street = [part('street'), part('number')].filter(Boolean).join(', ');
  const city = [part('city'), part('state')].filter(Boolean).join('/');
  return [street, part('district'), city, part('cep')].filter(Boolean).join(' - ');
}

/**
 * A field's value as plain text, the same in the list, the read-only view and the CSV/Excel export:
 * options by their label, booleans as Sim/Não, an address as one line, lists as their rows joined by `; `.
 *
 * @example formatEntityValue(client.fields[12], { street: 'Rua A', number: '1', city: 'Recife', state: 'PE' }, t)
 *   // 'Rua A, 1 - Recife/PE'
 */
export function formatEntityValue(field: EntityField, value: unknown, t: Translate): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.type) {
    case 'boolean':
      return t(value ? 'entityPages.yes' : 'entityPages.no');
    case 'select': {
      const option = field.options?.find((o) => o.value === value);
      return option ? t(option.label) : String(value);
    }
    case 'multiSelect':
      return (value as unknown[])
        .map((v) => formatEntityValue({ ...field, type: 'select' }, v, t))
        .join(', ');
    case 'address':
      return typeof value === 'object' ? addressLine(value as Record<string, unknown>) : String(value);
    case 'list':
      return (value as Array<Record<string, unknown>>)
        .map((row) =>
          (field.fields ?? [])
            .map((f) => formatEntityValue(f, row[f.key], t))
            .filter(Boolean)
            .join(' '),
        )
        .join('; ');
    case 'password':
      return '••••••';
    case 'lookup':
      return Array.isArray(value) ? value.join(', ') : String(value);
    default:
      return String(value);
  }
}
