import type { EntityField, EntityMeta } from './EntityMeta';
import { entityFieldType } from './fieldTypes/entityFieldType';

type Translate = (key: string) => string;
type Ui = Record<string, unknown>;

/** One form section as the form template draws it: a heading and its fields. */
export interface EntityFormSection {
  key: string;
  label: string;
  fields: string[];
}

function fieldUi(field: EntityField, t: Translate): Ui {
  const ui: Ui = {};
  if (field.hidden) ui['ui:widget'] = 'hidden';
  if (field.readOnly) ui['ui:readonly'] = true;
  if (field.help) ui['ui:help'] = t(field.help);
  if (field.mask) ui['ui:placeholder'] = field.mask;
  entityFieldType(field).ui?.(field, ui, { t, rowUi: (fields) => rowUi(fields, t) });
  return ui;
}

function rowUi(fields: EntityField[], t: Translate): Ui {
  return Object.fromEntries(fields.map((f) => [f.key, fieldUi(f, t)]));
}

/** The form's sections with translated headings; fields no section names go in a last one. */
export function entityFormSections(entity: EntityMeta, t: Translate): EntityFormSection[] {
  const sections = entity.form.sections.map((s) => ({
    key: s.key,
    label: t(s.label),
    fields: [...s.fields],
  }));
  const placed = new Set(sections.flatMap((s) => s.fields));
  const rest = entity.fields.filter((f) => !placed.has(f.key) && !f.hidden).map((f) => f.key);
  if (rest.length) sections.push({ key: 'other', label: t(entity.label), fields: rest });
  return sections;
}

/**
 * The rjsf uiSchema of an entity's form, from its metadata: fields in section order (the sections in
 * `ui:options.sections` for the form template), widgets by field type (lookup, textarea, password,
 * checkboxes...), option labels, masks as placeholders, address parts titled, coordinates hidden.
 *
 * @example entityUiSchema(client, t)['ui:options'].sections[0] // { key: 'main', label: 'Dados do cliente', fields: [...] }
 */
export function entityUiSchema(entity: EntityMeta, t: Translate, readonly = false): Ui {
  const sections = entityFormSections(entity, t);
  const ui = rowUi(entity.fields, t);
  // A group (address, list) alone in its section (the address section) is already named by the section's heading.
  for (const section of sections) {
    const only =
      section.fields.length === 1 ? entity.fields.find((f) => f.key === section.fields[0]) : undefined;
    if (only && entityFieldType(only).group)
      ui[only.key] = {
        ...(ui[only.key] as Ui),
        'ui:options': { ...((ui[only.key] as Ui)['ui:options'] as Ui), label: false },
      };
  }
  return {
    ...ui,
    'ui:order': [...sections.flatMap((s) => s.fields), '*'],
    'ui:options': { sections },
    ...(readonly ? { 'ui:readonly': true } : {}),
  };
}

/**
 * A JSON Schema with its `title` i18n keys translated (entityDataSchema titles are keys), for rjsf.
 *
 * @example translateTitles({ title: 'entities.client.fields.name', type: 'string' }, t) // { title: 'Nome', ... }
 */
export function translateTitles<T>(schema: T, t: Translate): T {
  if (Array.isArray(schema)) return schema.map((s: unknown) => translateTitles(s, t)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema))
    out[key] = key === 'title' && typeof value === 'string' ? t(value) : translateTitles(value, t);
  return out as T;
}
