import type { ValuePosition } from './createFormEngine';
import { formFieldType } from './fieldTypes/formFieldType';
import { CHOICE_SAMPLES } from './fieldTypes/shared/CHOICE_SAMPLES';
import type {
  Comparison,
  ConditionalRule,
  FormField,
  FormGroup,
  FormModel,
  RuleCondition,
} from './FormModel';

/** A deterministic pseudo-random generator (mulberry32) in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratedForm {
  model: FormModel;
  /** A random filled document. */
  values: Record<string, unknown>;
  /** A random edit a user could make: a field (or table cell) and its new value. */
  randomChange(random: () => number): [string, unknown, ValuePosition | undefined];
}

const TABLE_ROWS = 10;

/**
 * A random but valid (acyclic) form for tests and the bench: `fields` fields in groups of ten, `rules`
 * conditional rules on fields and groups, `formulas` formulas (numeric, logic and text formula fields,
 * plus each table's three row formula columns and two results), all reading only earlier fields.
 *
 * @example const { model, values, randomChange } = generateFormModel({ fields: 1000, rules: 300, formulas: 200, seed: 1 });
 */
export function generateFormModel(options: {
  fields: number;
  rules: number;
  formulas: number;
  seed: number;
}): GeneratedForm {
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const tableCount = Math.max(1, Math.round(options.fields / 250));
  const fieldFormulas = Math.max(0, options.formulas - tableCount * 5);
  const fields: FormField[] = [];
  const numeric: string[] = []; // ids formulas may read
  const inputs: FormField[] = [];
  const tables: FormField[] = [];
  const tableEvery = Math.floor(options.fields / tableCount);
  const formulaEvery = options.fields / Math.max(1, fieldFormulas);
  let formulasMade = 0;
  for (let i = 0; i < options.fields; i++) {
    const id = `f${i}`;
    let field: FormField;
    if (i % tableEvery === Math.floor(tableEvery / 2) && tables.length < tableCount && numeric.length > 0) {
      const t = tables.length;
      const factor = pick(numeric);
      field = {
        id,
        name: `Tabela ${i}`,
        type: 'table',
        settings: {
          columns: [
            { id: 'qty', name: 'Quantidade', type: 'number' },
            { id: 'price', name: 'Preço', type: 'currency' },
            {
              id: 'total',
              name: 'Total',
              type: 'numericFormula',
              formula: { mode: 'numeric', expression: 'col(qty) * col(price)' },
            },
            {
              id: 'running',
              name: 'Acumulado',
              type: 'numericFormula',
              formula: { mode: 'numeric', expression: 'col(running, prev) + col(total)' },
            },
            {
              id: 'delta',
              name: 'Variação',
              type: 'numericFormula',
              formula: {
                mode: 'numeric',
                expression: `col(qty) - col(qty, prev) + col(qty, first) * ${factor}`,
              },
            },
          ],
          results: [
            { id: `t${t}_sum`, name: 'Soma', op: 'sum', column: 'total' },
            { id: `t${t}_max`, name: 'Máximo', op: 'max', column: 'running' },
          ],
        },
      };
      tables.push(field);
      numeric.push(`t${t}_sum`, `t${t}_max`);
    } else if (
      numeric.length >= 3 &&
      formulasMade < fieldFormulas &&
      i >= (formulasMade + 1) * formulaEvery - 1
    ) {
      formulasMade++;
      const results = numeric.filter((id) => id.startsWith('t'));
      // Some formulas read a table result, so table changes travel on into the form.
      const a = results.length && random() < 0.3 ? pick(results) : pick(numeric);
      const [b, c] = [pick(numeric), pick(numeric)];
      const kind = random();
      if (kind < 0.1)
        field = {
          id,
          name: `Texto ${i}`,
          type: 'textFormula',
          formula: { mode: 'text', template: `Item {${a}} / {${b}}` },
        };
      else if (kind < 0.2)
        field = {
          id,
          name: `Lógica ${i}`,
          type: 'numericFormula',
          formula: { mode: 'logic', logic: { if: [{ '>': [{ var: a }, 5] }, { var: b }, 0] } },
        };
      else {
        const expression = pick([
          `${a} + ${b}`,
          `${a} * ${b} - ${c}`,
          `max(${a}, ${b}) / 2`,
          `${a} > 10 ? ${b} : ${c}`,
          `round(${a} * 1.5)`,
        ]);
        field = {
          id,
          name: `Fórmula ${i}`,
          type: 'numericFormula',
          formula: { mode: 'numeric', expression },
        };
      }
      if (field.type === 'numericFormula') numeric.push(id);
    } else {
      const kind = random();
      if (kind < 0.45) {
        field = { id, name: `Número ${i}`, type: 'number', settings: { min: 0, max: 1000 } };
        numeric.push(id);
      } else if (kind < 0.7) {
        field = { id, name: `Escolha ${i}`, type: 'choiceSingle', options: CHOICE_SAMPLES, score: 1 };
        numeric.push(id);
      } else if (kind < 0.75)
        field = { id, name: `Múltipla ${i}`, type: 'choiceMultiple', options: CHOICE_SAMPLES };
      else field = { id, name: `Texto ${i}`, type: 'textShort', required: random() < 0.2 };
      inputs.push(field);
    }
    fields.push(field);
  }

  const valueFor = (field: FormField, rnd: () => number = random): unknown => {
    const sample = formFieldType(field).sampleValue;
    // Only a test or the bench can get here: the generator placed a type it cannot fill.
    if (!sample)
      throw new Error(
        `generateFormModel: field "${field.id}" of type "${field.type}" has no sampleValue (src/runtime/forms/fieldTypes/${field.type}.ts)`,
      );
    return sample(rnd);
  };
  const conditionOn = (source: FormField): RuleCondition => {
    if (source.type === 'table')
      return {
        field: source.id,
        column: 'qty',
        comparison: 'greater',
        value: Math.floor(random() * 10),
        lines: pick(['any', 'all', [1]] as const),
      };
    if (source.type === 'number' || source.type === 'numericFormula')
      return {
        field: source.id,
        comparison: pick<Comparison>([
          'greater',
          'smaller',
          'greaterOrEqual',
          'smallerOrEqual',
          'equal',
          'different',
        ]),
        value: Math.floor(random() * 100),
      };
    if (source.type === 'choiceSingle' || source.type === 'choiceMultiple')
      return {
        field: source.id,
        comparison: pick<Comparison>(['equal', 'different', 'filled', 'notFilled']),
        value: pick(CHOICE_SAMPLES).id,
      };
    if (source.type === 'textFormula') return { field: source.id, comparison: 'contains', value: '1' };
    return {
      field: source.id,
      comparison: pick<Comparison>(['filled', 'notFilled', 'contains', 'notContains']),
      value: '1',
    };
  };

  const groups: FormGroup[] = [];
  for (let g = 0; g * 10 < fields.length; g++)
    groups.push({
      id: `g${g}`,
      name: `Grupo ${g}`,
      required: random() < 0.05,
      fields: fields.slice(g * 10, g * 10 + 10),
    });
  for (let r = 0; r < options.rules; r++) {
    const onGroup = random() < 0.3;
    const targetIndex = 10 + Math.floor(random() * (fields.length - 10));
    const limit = onGroup ? Math.floor(targetIndex / 10) * 10 : targetIndex;
    const rule: ConditionalRule = {
      combinator: pick(['and', 'or'] as const),
      conditions: Array.from({ length: 1 + Math.floor(random() * 2) }, () =>
        conditionOn(fields[Math.floor(random() * limit)]!),
      ),
    };
    if (onGroup) groups[Math.floor(targetIndex / 10)]!.rules = rule;
    else fields[targetIndex]!.rules = rule;
  }

  const values: Record<string, unknown> = {};
  for (const field of inputs) if (random() < 0.7) values[field.id] = valueFor(field);
  const row = () => ({ qty: Math.round(random() * 10), price: Math.round(random() * 1000) / 10 });
  for (const table of tables) values[table.id] = Array.from({ length: TABLE_ROWS }, row);
  return {
    model: { name: `Gerado ${options.fields}`, score: true, groups },
    values,
    randomChange(rnd) {
      if (rnd() < 0.2) {
        const table = tables[Math.floor(rnd() * tables.length)]!;
        return [
          table.id,
          Math.round(rnd() * 10),
          { row: Math.floor(rnd() * TABLE_ROWS), column: rnd() < 0.5 ? 'qty' : 'price' },
        ];
      }
      const field = inputs[Math.floor(rnd() * inputs.length)]!;
      return [field.id, valueFor(field, rnd), undefined];
    },
  };
}
