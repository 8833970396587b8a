import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerText } from '../answerText';
import { FIELD_TYPE_IDS } from '../FIELD_TYPE_IDS';
import { fieldValueErrors } from '../fieldValueErrors';
import { formFieldType } from './formFieldType';
import { formFieldTypes } from './formFieldTypes';

const metadataTypes = readdirSync(join(process.cwd(), 'metadata/field-types'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

describe('formFieldTypes', () => {
  it('defines exactly the metadata field types, each with answer text and value checks', () => {
    expect(Object.keys(formFieldTypes).sort()).toEqual([...metadataTypes].sort());
    expect(Object.keys(formFieldTypes).sort()).toEqual([...FIELD_TYPE_IDS].sort());
    for (const id of FIELD_TYPE_IDS) {
      expect(typeof formFieldTypes[id].answerText, id).toBe('function');
      expect(typeof formFieldTypes[id].valueErrors, id).toBe('function');
    }
  });

  it('display types are exactly the types metadata marks not fillable; choice types warn about many options', () => {
    for (const id of FIELD_TYPE_IDS) {
      const meta = JSON.parse(
        readFileSync(join(process.cwd(), `metadata/field-types/${id}.json`), 'utf8'),
      ) as { fillable: boolean; optionsWarningAt?: number };
      expect(!!formFieldTypes[id].display, id).toBe(!meta.fillable);
      expect(!!formFieldTypes[id].choice, id).toBe(meta.optionsWarningAt !== undefined);
    }
  });

  it('names the field whose type no definition covers', () => {
    expect(() => formFieldType({ id: 'f7', name: 'Peso', type: 'weight' })).toThrow(
      'Form field "f7" (Peso) has type "weight", which no form field type defines',
    );
    expect(() => answerText({ type: 'weight' }, 1, { t: (k) => k, locale: 'pt-BR' })).toThrow(/"weight"/);
    expect(() => fieldValueErrors({ type: 'toString' }, 1)).toThrow(/"toString"/);
  });
});
