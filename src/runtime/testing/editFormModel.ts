import type { FormField, FormGroup, FormModel } from '../forms/FormModel';

/** A random edit a form owner could make to one field; false when it does not apply to that field. */
type FieldEdit = (field: FormField, context: EditContext) => boolean;

interface EditContext {
  model: FormModel;
  group: FormGroup;
  random: () => number;
  n: number;
  /**
   * Groups whose order a move inside them changed: one such move per group, and no field leaving it
   * afterwards, so the move stays unambiguous (swapping two neighbours reads as moving either).
   */
  reordered: Set<string>;
  /** Each field's group in the model edited. */
  origin: Map<string, string>;
}

const FIELD_EDITS: FieldEdit[] = [
  (field, { n }) => ((field.name = `${field.name} (${n})`), true),
  (field) => ((field.required = !field.required), true),
  (field, { n }) => ((field.auxText = `Dica ${n}`), true),
  (field, { n }) => ((field.description = `Descrição ${n}`), true),
  (field) => ((field.score = (field.score ?? 0) + 1), true),
  (field, { n }) => {
    if (field.formula?.mode === 'numeric')
      field.formula = { mode: 'numeric', expression: `${field.formula.expression} + ${n}` };
    else if (field.formula?.mode === 'text')
      field.formula = { mode: 'text', template: `${field.formula.template} ${n}` };
    else return false;
    return true;
  },
  (field, { n }) => {
    if (!field.options) return false;
    field.options = [...field.options, { id: `o${n}`, name: `Opção ${n}`, score: n % 5 }];
    return true;
  },
  (field) => {
    if (!field.options?.length) return false;
    field.options = field.options.slice(1);
    return true;
  },
  (field, { n }) => {
    if (!field.options?.length) return false;
    field.options = field.options.map((option, i) =>
      i === 0 ? { ...option, score: (option.score ?? 0) + n + 1 } : option,
    );
    return true;
  },
  (field, { n }) => {
    field.rules = field.rules
      ? undefined
      : { combinator: 'and', conditions: [{ field: 'f0', comparison: 'equal', value: n }] };
    return true;
  },
  (field, { model, group, random, reordered }) => {
    if (reordered.has(group.id)) return false;
    const others = model.groups.filter((other) => other !== group);
    if (!others.length) return false;
    const target = others[Math.floor(random() * others.length)]!;
    group.fields = group.fields.filter((f) => f !== field);
    target.fields.push(field);
    return true;
  },
  (field, { group, reordered, origin }) => {
    // At least two of the group's own fields after it, so the rest keep a longer run in order.
    const index = group.fields.indexOf(field);
    const followers = group.fields.slice(index + 1).filter((f) => origin.get(f.id) === group.id);
    if (reordered.has(group.id) || followers.length < 2) return false;
    reordered.add(group.id);
    group.fields = [...group.fields.filter((f) => f !== field), field];
    return true;
  },
  (field, { group, reordered }) => {
    if (reordered.has(group.id)) return false;
    group.fields = group.fields.filter((f) => f !== field);
    return true;
  },
];

/**
 * A copy of `model` with `count` random edits, each to a different field (renamed, required toggled,
 * hint, description, score, formula, options added, removed or re-scored, rules set or cleared, moved to
 * another group or to the end of its own, removed), plus some new fields; `edited` holds the ids of the
 * fields edited or added. For the diff's property test and bench (src/runtime/forms/approval).
 *
 * @example const { model: next, edited } = editFormModel(model, seededRandom(1), 50)
 */
export function editFormModel(
  source: FormModel,
  random: () => number,
  count: number,
): { model: FormModel; edited: Set<string> } {
  const model = structuredClone(source);
  const edited = new Set<string>();
  const reordered = new Set<string>();
  const origin = new Map(model.groups.flatMap((group) => group.fields.map((field) => [field.id, group.id])));
  const all = [...origin.keys()];
  for (let n = 0; edited.size < count && n < count * 20; n++) {
    if (random() < 0.1) {
      const group = model.groups[Math.floor(random() * model.groups.length)]!;
      const id = `added${n}`;
      group.fields.push({ id, name: `Novo ${n}`, type: 'textShort' });
      edited.add(id);
      continue;
    }
    const id = all[Math.floor(random() * all.length)]!;
    if (edited.has(id)) continue;
    const group = model.groups.find((g) => g.fields.some((f) => f.id === id));
    const field = group?.fields.find((f) => f.id === id);
    if (!group || !field) continue;
    const edit = FIELD_EDITS[Math.floor(random() * FIELD_EDITS.length)]!;
    if (edit(field, { model, group, random, n, reordered, origin })) edited.add(id);
  }
  return { model, edited };
}
