import type { FieldOption } from '../../FormModel';

/**
 * A chosen option's name; an id the options no longer hold reads as itself.
 *
 * @example optionName([{ id: 'a', name: 'Sim' }], 'a') // 'Sim'
 */
export function optionName(options: FieldOption[] | undefined, id: unknown): string {
  return options?.find((o) => o.id === id)?.name ?? String(id);
}
