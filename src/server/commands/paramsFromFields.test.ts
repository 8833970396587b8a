import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { paramsFromFields } from './paramsFromFields';

const t = ((key: string) => key) as unknown as TFunction;
const shared: Record<string, Record<string, unknown>> = {
  'campo:commands/Other#/definitions/offset': { type: 'integer' },
  'campo:commands/Mine#/definitions/day': { type: 'string' },
};
const schema = {
  $id: 'campo:commands/Mine',
  properties: {
    FUSO: { $ref: 'campo:commands/Other#/definitions/offset' },
    DIA: { $ref: '#/definitions/day' },
    IDS: { type: 'array' },
    NOME: { type: 'string' },
  },
};

describe('paramsFromFields', () => {
  it('parses JSON-typed parameters, following a $ref to another schema or its own definitions', () => {
    const fields = {
      'CMD.FUSO': '-180',
      'CMD.DIA': '2026-01-01',
      'CMD.IDS': '[1,2]',
      'CMD.NOME': '12',
      COMMAND: 'X',
    };
    expect(paramsFromFields(fields, schema, t, (ref) => shared[ref])).toEqual({
      FUSO: -180,
      DIA: '2026-01-01',
      IDS: [1, 2],
      NOME: '12',
    });
    // Without a resolver a $ref'd value stays text (and the schema then refuses it).
    expect(paramsFromFields(fields, schema, t).FUSO).toBe('-180');
  });
});
