import type {
  FieldOption,
  FormField,
  FormGroup,
  FormModel,
  TableColumn,
} from '../../../runtime/forms/FormModel';
import { tableSettings } from '../../../runtime/forms/modelIndex';
import type { FieldTypeMeta, SettingsSchema } from '../fieldTypes/FieldTypeMeta';

const ACCORDING = ['compliant', 'nonCompliant', 'notApplicable'] as const;

/** The texts a new field starts with (translated by the caller). */
export interface NewFieldLabels {
  option(n: number): string;
  according(id: string): string;
  column: string;
}

/** Every id of the model's shared namespace (groups, fields, columns, results, options, globals). */
function usedIds(model: FormModel): Set<string> {
  const ids = new Set<string>();
  for (const group of model.groups) {
    ids.add(group.id);
    for (const field of group.fields) {
      ids.add(field.id);
      for (const option of field.options ?? []) ids.add(option.id);
      const table = tableSettings(field);
      for (const column of table?.columns ?? []) ids.add(column.id);
      for (const result of table?.results ?? []) ids.add(result.id);
    }
  }
  for (const global of model.globals ?? []) ids.add(global.id);
  return ids;
}

/** A new id `base_n` free in the model and in `taken` (ids handed out but not yet in the model). */
function freshId(model: FormModel, base: string, taken: Set<string> = new Set()): string {
  const ids = usedIds(model);
  let n = 1;
  while (ids.has(`${base}_${n}`) || taken.has(`${base}_${n}`)) n += 1;
  const id = `${base}_${n}`;
  taken.add(id);
  return id;
}

/** The settings a new field starts with: every property's default (and const), so required ones are set. */
function defaultSettings(schema: SettingsSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (property.const !== undefined) out[key] = property.const;
    else if (property.default !== undefined) out[key] = structuredClone(property.default);
  }
  for (const key of schema.required ?? []) {
    const property = schema.properties?.[key];
    if (out[key] === undefined && property?.enum) out[key] = property.enum[0];
  }
  return out;
}

function mapGroups(model: FormModel, change: (group: FormGroup) => FormGroup): FormModel {
  return { ...model, groups: model.groups.map(change) };
}

function move<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Gives a copied field (and its options, columns, results) new ids, and keeps its formulas pointing at them. */
function renewField(model: FormModel, field: FormField, taken: Set<string>, label: (name: string) => string) {
  const copy = structuredClone(field);
  copy.id = freshId(model, field.type, taken);
  copy.name = label(field.name);
  copy.options = copy.options?.map((option) => ({ ...option, id: freshId(model, 'option', taken) }));
  const table = tableSettings(copy);
  if (table) {
    const renamed = new Map<string, string>();
    for (const column of table.columns) {
      const id = freshId(model, 'col', taken);
      renamed.set(column.id, id);
      column.id = id;
    }
    const rename = (expression: string) =>
      expression.replace(/[A-Za-z_][A-Za-z0-9_]*/g, (word) => renamed.get(word) ?? word);
    for (const column of table.columns)
      if (column.formula?.mode === 'numeric')
        column.formula = { mode: 'numeric', expression: rename(column.formula.expression) };
    table.results = table.results?.map((result) => ({
      ...result,
      id: freshId(model, 'result', taken),
      column: renamed.get(result.column) ?? result.column,
    }));
  }
  return copy;
}

/**
 * The editor's changes to a form model, each returning a new model (the screen keeps it in state and
 * sends it whole to SalvarModelo). Ids are `<type>_<n>`, unique in the model's one namespace, because
 * formulas and rules name fields by id.
 *
 * @example formModelOps.addField(model, 'g_1', types.number, 'Número').model.groups[0].fields.at(-1).id // 'number_1'
 */
export const formModelOps = {
  freshId,

  emptyModel(name: string, groupName: string, folderId: number | null): FormModel {
    return {
      name,
      folderId,
      header: { title: true },
      groups: [{ id: 'group_1', name: groupName, fields: [] }],
    };
  },

  addGroup(model: FormModel, name: string): { model: FormModel; id: string } {
    const id = freshId(model, 'group');
    return { model: { ...model, groups: [...model.groups, { id, name, fields: [] }] }, id };
  },

  updateGroup(model: FormModel, group: FormGroup): FormModel {
    return mapGroups(model, (g) => (g.id === group.id ? group : g));
  },

  /** A new field of a type at the end of a group, with its defaults (options for choices, a column for tables). */
  newField(model: FormModel, meta: FieldTypeMeta, name: string, labels: NewFieldLabels): FormField {
    const taken = new Set<string>();
    const field: FormField = { id: freshId(model, meta.id, taken), name, type: meta.id };
    const settings = defaultSettings(meta.settingsSchema);
    if (meta.id === 'according') {
      field.options = ACCORDING.map((id) => ({ id, name: labels.according(id) }));
    } else if (meta.family === 'choice') {
      field.options = [1, 2].map((n) => ({ id: freshId(model, 'option', taken), name: labels.option(n) }));
    }
    if (meta.id === 'table') {
      const column: TableColumn = {
        id: freshId(model, 'col', taken),
        name: labels.column,
        type: 'textShort',
      };
      settings.columns = [column];
    }
    if (meta.id === 'numericFormula') field.formula = { mode: 'fixed', value: 0 };
    if (meta.id === 'textFormula') field.formula = { mode: 'text', template: '' };
    if (Object.keys(settings).length > 0 || meta.id === 'table') field.settings = settings;
    return field;
  },

  addField(model: FormModel, groupId: string, field: FormField): FormModel {
    return mapGroups(model, (g) => (g.id === groupId ? { ...g, fields: [...g.fields, field] } : g));
  },

  updateField(model: FormModel, field: FormField): FormModel {
    return mapGroups(model, (g) =>
      g.fields.some((f) => f.id === field.id)
        ? { ...g, fields: g.fields.map((f) => (f.id === field.id ? field : f)) }
        : g,
    );
  },

  removeField(model: FormModel, fieldId: string): FormModel {
    return mapGroups(model, (g) => ({ ...g, fields: g.fields.filter((f) => f.id !== fieldId) }));
  },

  removeGroup(model: FormModel, groupId: string): FormModel {
    return { ...model, groups: model.groups.filter((g) => g.id !== groupId) };
  },

  moveGroup(model: FormModel, from: number, to: number): FormModel {
    return { ...model, groups: move(model.groups, from, to) };
  },

  moveField(model: FormModel, groupId: string, from: number, to: number): FormModel {
    return mapGroups(model, (g) => (g.id === groupId ? { ...g, fields: move(g.fields, from, to) } : g));
  },

  /** Moves a field into a group (its own or another) at `index` (the end when omitted). */
  placeField(model: FormModel, fieldId: string, groupId: string, index?: number): FormModel {
    const field = model.groups.flatMap((g) => g.fields).find((f) => f.id === fieldId);
    if (!field) return model;
    return mapGroups(formModelOps.removeField(model, fieldId), (g) => {
      if (g.id !== groupId) return g;
      const fields = [...g.fields];
      fields.splice(index ?? fields.length, 0, field);
      return { ...g, fields };
    });
  },

  /** A copy of a field right after it, with new ids (its own, its options', columns' and results'). */
  cloneField(
    model: FormModel,
    fieldId: string,
    label: (name: string) => string,
  ): { model: FormModel; id: string } {
    let id = '';
    const next = mapGroups(model, (g) => {
      const index = g.fields.findIndex((f) => f.id === fieldId);
      if (index < 0) return g;
      const copy = renewField(model, g.fields[index] as FormField, new Set(), label);
      id = copy.id;
      const fields = [...g.fields];
      fields.splice(index + 1, 0, copy);
      return { ...g, fields };
    });
    return { model: next, id };
  },

  /** A copy of a group right after it: new group id and new field ids (rules inside keep their targets). */
  cloneGroup(
    model: FormModel,
    groupId: string,
    label: (name: string) => string,
  ): { model: FormModel; id: string } {
    const index = model.groups.findIndex((g) => g.id === groupId);
    const group = model.groups[index];
    if (!group) return { model, id: '' };
    const taken = new Set<string>();
    const copy: FormGroup = {
      ...structuredClone(group),
      id: freshId(model, 'group', taken),
      name: label(group.name),
      fields: group.fields.map((f) => renewField(model, f, taken, (name) => name)),
    };
    const groups = [...model.groups];
    groups.splice(index + 1, 0, copy);
    return { model: { ...model, groups }, id: copy.id };
  },

  /** A new option id for a choice field. */
  newOption(model: FormModel, name: string, taken?: Set<string>): FieldOption {
    return { id: freshId(model, 'option', taken), name };
  },
};
