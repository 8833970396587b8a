import { isDeepStrictEqual } from 'node:util';
import type { FormModel } from '../../runtime/forms/FormModel';
import { CommandFailure } from '../commands/CommandFailure';

/** Computed fields follow their inputs: their values are the engine's, never typed. */
const COMPUTED = new Set(['numericFormula', 'textFormula', 'autoData']);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || isDeepStrictEqual(a, b);

/**
 * The values to validate when only `editable` groups may change: a field of another group keeps its
 * stored value (absent from `sent`: taken from `stored`); sending a different value is refused with
 * WORKFLOW_GROUP_READ_ONLY naming the group (an empty value equals an absent one). Computed fields are the engine's and are not compared.
 * `editable` null: `sent` as is.
 *
 * @example keepReadOnlyGroups(model, new Set(['sup']), { corrective: 'x' }, { ok: 'nao' }) // { ok: 'nao', corrective: 'x' }
 */
export function keepReadOnlyGroups(
  model: FormModel,
  editable: ReadonlySet<string> | null,
  sent: Record<string, unknown>,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  if (!editable) return sent;
  const values = { ...sent };
  for (const group of model.groups) {
    if (editable.has(group.id)) continue;
    for (const field of group.fields) {
      if (COMPUTED.has(field.type) || field.formula) continue;
      const before = stored[field.id];
      if (field.id in sent && !same(sent[field.id], before))
        throw new CommandFailure(
          'WORKFLOW_GROUP_READ_ONLY',
          { group: group.name },
          { answer: { FIELD: field.id } },
        );
      if (before === undefined) delete values[field.id];
      else values[field.id] = before;
    }
  }
  return values;
}
