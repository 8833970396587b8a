import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entityDataSchema } from '../entityDataSchema';
import type { EntityField, EntityMeta } from '../EntityMeta';
import { formatEntityValue } from '../formatEntityValue';
import { entityFieldType } from './entityFieldType';
import { entityFieldTypes } from './entityFieldTypes';

const root = process.cwd();
const schema = JSON.parse(readFileSync(join(root, 'schemas/metadata/entity.schema.json'), 'utf8')) as {
  definitions: { field: { properties: { type: { enum: string[] } } } };
};
const schemaTypes = schema.definitions.field.properties.type.enum;

function fieldsOf(fields: EntityField[]): EntityField[] {
  return fields.flatMap((f) => [f, ...fieldsOf(f.fields ?? [])]);
}

describe('entityFieldTypes', () => {
  it('defines exactly the types the entity schema allows', () => {
    expect(Object.keys(entityFieldTypes).sort()).toEqual([...schemaTypes].sort());
  });

  it('covers every field of every metadata entity', () => {
    const dir = join(root, 'metadata/entities');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const entity = JSON.parse(readFileSync(join(dir, file), 'utf8')) as EntityMeta;
      for (const field of fieldsOf(entity.fields))
        expect(Object.hasOwn(entityFieldTypes, field.type), `${file}: ${field.key}`).toBe(true);
    }
  });

  it('names the field whose type no definition covers', () => {
    const field = { key: 'weight', type: 'kilograms', label: 'x' } as unknown as EntityField;
    expect(() => entityFieldType(field)).toThrow(
      'Entity field "weight" has type "kilograms", which no entity field type defines',
    );
    expect(() => formatEntityValue(field, 3, (k) => k)).toThrow(/"weight"/);
    const entity = { name: 'box', fields: [field] } as unknown as EntityMeta;
    expect(() => entityDataSchema(entity)).toThrow(
      'metadata/entities/box.json: Entity field "weight" has type "kilograms"',
    );
  });
});
