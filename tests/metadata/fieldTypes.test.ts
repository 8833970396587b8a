import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnySchema } from 'ajv';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_IDS } from '../../src/runtime/forms/FIELD_TYPE_IDS';
import { formFieldTypes } from '../../src/runtime/forms/fieldTypes/formFieldTypes';
import { MetadataError } from '../../src/runtime/metadata/MetadataError';
import { bundledAppFiles } from '../../src/runtime/metadata/bundledAppFiles';
import { validateMetadataFiles } from '../../src/runtime/metadata/validateMetadataFiles';
import { createAjv } from '../../src/runtime/schemas/createAjv';
import { readMetadataFiles } from '../../src/server/metadata/readMetadataFiles';

interface FieldTypeFile {
  id: string;
  family: string;
  label: string;
  icon: string;
  scorable: boolean;
  fillable: boolean;
  masks?: string[];
  optionsWarningAt?: number;
  settingsSchema: { properties?: Record<string, unknown> };
  valueSchema: { type?: unknown };
}

const root = process.cwd();
const dir = join(root, 'metadata/field-types');
const read = (id: string) => JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as FieldTypeFile;
const ptBR = JSON.parse(readFileSync(join(root, 'metadata/i18n/pt-BR.json'), 'utf8')) as {
  fieldTypes: Record<string, string>;
};
const enUS = JSON.parse(readFileSync(join(root, 'metadata/i18n/en-US.json'), 'utf8')) as {
  fieldTypes: Record<string, string>;
};

function compiled(id: string, which: 'settingsSchema' | 'valueSchema') {
  return createAjv().compile(read(id)[which] as AnySchema);
}

describe('field types metadata (metadata/field-types)', () => {
  it('has exactly one file per engine field type id', () => {
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...FIELD_TYPE_IDS].sort());
    for (const id of FIELD_TYPE_IDS) expect(read(id).id).toBe(id);
  });

  it('the schema enumerates exactly the engine ids', () => {
    const schema = JSON.parse(readFileSync(join(root, 'schemas/metadata/fieldType.schema.json'), 'utf8')) as {
      properties: { id: { enum: string[] } };
    };
    expect(schema.properties.id.enum).toEqual([...FIELD_TYPE_IDS]);
  });

  it('every type with a runtime definition has its metadata file and schema entries, and the reverse', () => {
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''));
    const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as unknown;
    const typeSchema = read('schemas/metadata/fieldType.schema.json') as {
      properties: { id: { enum: string[] } };
    };
    const modelSchema = read('schemas/forms/formModel.schema.json') as {
      definitions: { fieldType: { enum: string[] } };
    };
    const defined = Object.keys(formFieldTypes).sort();
    expect(defined).toEqual([...files].sort());
    expect(defined).toEqual([...typeSchema.properties.id.enum].sort());
    expect(defined).toEqual([...modelSchema.definitions.fieldType.enum].sort());
  });

  it.each([...FIELD_TYPE_IDS])('%s matches its snapshot', (id) => {
    const type = read(id);
    expect(ptBR.fieldTypes[id]).toBeTruthy();
    expect(enUS.fieldTypes[id]).toBeTruthy();
    expect({
      id: type.id,
      family: type.family,
      label: ptBR.fieldTypes[type.label.replace(/^fieldTypes\./, '')],
      icon: type.icon,
      scorable: type.scorable,
      fillable: type.fillable,
      masks: type.masks,
      optionsWarningAt: type.optionsWarningAt,
      settings: Object.keys(type.settingsSchema.properties ?? {}),
      valueType: type.valueSchema.type ?? null,
    }).toMatchSnapshot();
  });

  it.each([...FIELD_TYPE_IDS])('%s settings and value schemas compile with the project Ajv', (id) => {
    expect(() => compiled(id, 'settingsSchema')).not.toThrow();
    expect(() => compiled(id, 'valueSchema')).not.toThrow();
  });

  it('choice types warn at 10 options; auxiliary types are not fillable', () => {
    for (const id of FIELD_TYPE_IDS) {
      const type = read(id);
      expect(type.optionsWarningAt).toBe(type.family === 'choice' ? 10 : undefined);
      expect(type.fillable).toBe(type.family !== 'auxiliary');
    }
  });

  it('value schemas accept valid values and refuse invalid ones', () => {
    const textShort = compiled('textShort', 'valueSchema');
    expect(textShort('x'.repeat(150))).toBe(true);
    expect(textShort('x'.repeat(151))).toBe(false);
    const nps = compiled('nps', 'valueSchema');
    expect(nps(10)).toBe(true);
    expect(nps(1)).toBe(true);
    expect(nps(11)).toBe(false);
    expect(nps(0)).toBe(false);
    expect(nps(5.5)).toBe(false);
    const number = compiled('number', 'valueSchema');
    expect(number(12.5)).toBe(true);
    expect(number('12')).toBe(false);
    const according = compiled('according', 'valueSchema');
    expect(according('nonCompliant')).toBe(true);
    expect(according('maybe')).toBe(false);
    const gps = compiled('locationGps', 'valueSchema');
    expect(gps({ lat: -23.5, lng: -46.6 })).toBe(true);
    expect(gps({ lat: 91, lng: 0 })).toBe(false);
    const hour = compiled('hour', 'valueSchema');
    expect(hour('23:59')).toBe(true);
    expect(hour('24:00')).toBe(false);
    expect(compiled('auxTitle', 'valueSchema')('anything')).toBe(false);
  });

  it('settings schemas accept the spec settings and refuse wrong ones', () => {
    const textShort = compiled('textShort', 'settingsSchema');
    expect(textShort({ maxLength: 150 })).toBe(true);
    expect(textShort({ maxLength: 151 })).toBe(false);
    const table = compiled('table', 'settingsSchema');
    expect(
      table({
        view: 'card',
        rowLimit: 5,
        columns: [{ id: 'qty', type: 'number' }],
        results: [{ id: 'total', op: 'sum', column: 'qty' }],
      }),
    ).toBe(true);
    expect(table({ view: 'grid' })).toBe(false);
    const photo = compiled('photo', 'settingsSchema');
    expect(photo({ gallery: true, gpsTag: true, maxPhotos: 3, referenceImages: [{ fileId: 'f1' }] })).toBe(
      true,
    );
    expect(photo({ maxPhotos: 0 })).toBe(false);
    expect(compiled('manualClient', 'settingsSchema')({ entity: 'client' })).toBe(true);
    expect(compiled('manualClient', 'settingsSchema')({ entity: 'unit' })).toBe(false);
  });

  it('a broken field type file is reported with file, JSON path and reason', () => {
    const copy = mkdtempSync(join(tmpdir(), 'campo-ft-'));
    cpSync(join(root, 'metadata'), join(copy, 'metadata'), { recursive: true });
    cpSync(join(root, 'schemas'), join(copy, 'schemas'), { recursive: true });
    const path = join(copy, 'metadata/field-types/nps.json');
    writeFileSync(path, JSON.stringify({ ...read('nps'), family: 'quality' }));
    try {
      validateMetadataFiles(readMetadataFiles(copy));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MetadataError);
      expect((error as MetadataError).problems).toContainEqual(
        expect.objectContaining({ file: 'metadata/field-types/nps.json', path: '/family' }),
      );
    }
  });

  it('stays out of the browser bundle', () => {
    expect(Object.keys(bundledAppFiles()).some((file) => file.startsWith('metadata/field-types/'))).toBe(
      false,
    );
  });
});
