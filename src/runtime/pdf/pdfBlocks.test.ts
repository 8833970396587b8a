import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../schemas/createAjv';
import { pdfBlocks } from './pdfBlocks';

const layoutSchema = JSON.parse(readFileSync('schemas/forms/pdfLayout.schema.json', 'utf8')) as {
  definitions: { block: { properties: { type: { enum: string[] } } } };
};

describe('pdfBlocks', () => {
  it('holds exactly the block types the layout schema allows, each under its own name', () => {
    expect(Object.keys(pdfBlocks).sort()).toEqual(
      [...layoutSchema.definitions.block.properties.type.enum].sort(),
    );
    for (const [type, block] of Object.entries(pdfBlocks)) expect(block.type).toBe(type);
  });

  it('each block starts valid: its defaults satisfy its schema, its span fits the grid', () => {
    const ajv = createAjv();
    for (const block of Object.values(pdfBlocks)) {
      const validate = ajv.compile(block.schema);
      expect(validate(block.defaults()), `${block.type}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      expect(block.defaultSpan).toBeGreaterThanOrEqual(1);
      expect(block.defaultSpan).toBeLessThanOrEqual(12);
      expect(block.zones.length).toBeGreaterThan(0);
    }
  });
});
