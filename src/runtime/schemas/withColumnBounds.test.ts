import { describe, expect, it } from 'vitest';
import { INT4_MAX, INT4_MIN, withColumnBounds } from './withColumnBounds';

describe('withColumnBounds', () => {
  it('gives every unbounded integer int4 bounds, ids from 1, and keeps explicit bounds', () => {
    const schema = {
      type: 'object',
      properties: {
        ID: { type: 'integer' },
        IDS: { type: 'array', items: { type: 'integer' } },
        PARENT_ID: { type: ['integer', 'null'] },
        DATA: { type: 'object', properties: { roleId: { type: 'integer' }, order: { type: 'integer' } } },
        PAGE_SIZE: { type: 'integer', minimum: 1, maximum: 200 },
        savedAt: { type: 'integer', minimum: 0, maximum: 8640000000000000 },
        NAME: { type: 'string' },
      },
      definitions: { offset: { type: 'integer' } },
    };
    const bounded = withColumnBounds(schema);
    const p = bounded.properties;
    expect(p.ID).toEqual({ type: 'integer', minimum: 1, maximum: INT4_MAX });
    expect(p.IDS.items).toEqual({ type: 'integer', minimum: 1, maximum: INT4_MAX });
    expect(p.PARENT_ID).toEqual({ type: ['integer', 'null'], minimum: 1, maximum: INT4_MAX });
    expect(p.DATA.properties.roleId).toMatchObject({ minimum: 1 });
    expect(p.DATA.properties.order).toMatchObject({ minimum: INT4_MIN, maximum: INT4_MAX });
    expect(p.PAGE_SIZE).toEqual({ type: 'integer', minimum: 1, maximum: 200 });
    expect(p.savedAt.maximum).toBe(8640000000000000);
    expect(p.NAME).toEqual({ type: 'string' });
    expect(bounded.definitions.offset).toMatchObject({ minimum: INT4_MIN, maximum: INT4_MAX });
    expect(schema.properties.ID).toEqual({ type: 'integer' });
  });
});
