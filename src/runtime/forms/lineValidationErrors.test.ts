import { describe, expect, it } from 'vitest';
import type { FormModel, TableSettings } from './FormModel';
import { lineValidationErrors } from './lineValidationErrors';
import { validateDocument } from './validateDocument';

const settings: TableSettings = {
  columns: [
    { id: 'car', name: 'Veículo', type: 'textShort' },
    { id: 'start', name: 'Saída', type: 'hour' },
    { id: 'end', name: 'Chegada', type: 'hour' },
  ],
  lineValidation: {
    identifierColumn: 'car',
    referenceColumn: 'start',
    destinationColumn: 'end',
    minutesToAdd: 30,
  },
};

const model: FormModel = {
  name: 'Viagens',
  groups: [
    {
      id: 'g',
      name: 'G',
      fields: [{ id: 'trips', name: 'Viagens', type: 'table', settings: settings as never }],
    },
  ],
};

describe('lineValidationErrors', () => {
  it('refuses a destination earlier than the reference plus the minutes to add, on the destination cell', () => {
    expect(lineValidationErrors('trips', settings, [{ car: 'ABC', start: '08:00', end: '08:20' }])).toEqual([
      {
        code: 'FORM_LINE_TOO_EARLY',
        fieldId: 'trips',
        row: 0,
        column: 'end',
        params: { row: 1, field: 'Chegada', reference: 'Saída', minutes: 30 },
      },
    ]);
    expect(lineValidationErrors('trips', settings, [{ car: 'ABC', start: '08:00', end: '08:30' }])).toEqual(
      [],
    );
  });

  it('refuses overlapping lines of the same identifier only', () => {
    const rows = [
      { car: 'ABC', start: '08:00', end: '10:00' },
      { car: 'XYZ', start: '09:00', end: '11:00' },
      { car: 'abc ', start: '09:30', end: '12:00' },
      { car: 'ABC', start: '13:00', end: '14:00' },
    ];
    const errors = lineValidationErrors('trips', settings, rows);
    expect(errors.map((e) => [e.code, e.row, e.column, e.params?.other])).toEqual([
      ['FORM_LINE_OVERLAP', 2, 'start', 1],
    ]);
  });

  it('leaves lines with a missing time to the required checks, and a table without the rule alone', () => {
    expect(lineValidationErrors('trips', settings, [{ car: 'ABC', start: '08:00' }, null])).toEqual([]);
    expect(
      lineValidationErrors('trips', { columns: settings.columns }, [{ start: '09:00', end: '08:00' }]),
    ).toEqual([]);
  });

  it('compares date-hours across days', () => {
    const dated: TableSettings = {
      columns: [
        { id: 'a', name: 'Início', type: 'dateHour' },
        { id: 'b', name: 'Fim', type: 'dateHour' },
      ],
      lineValidation: { referenceColumn: 'a', destinationColumn: 'b', minutesToAdd: 60 },
    };
    expect(lineValidationErrors('t', dated, [{ a: '2026-11-24T23:30', b: '2026-11-25T00:40' }])).toEqual([]);
    expect(lineValidationErrors('t', dated, [{ a: '2026-11-25T23:30', b: '2026-11-25T00:40' }])).toHaveLength(
      1,
    );
  });

  it('is part of the server check of a saved document, draft or finished', () => {
    const values = { trips: [{ car: 'ABC', start: '08:00', end: '08:10' }] };
    for (const draft of [true, false])
      expect(validateDocument(model, values, undefined, { draft }).errors.map((e) => e.code)).toEqual([
        'FORM_LINE_TOO_EARLY',
      ]);
  });
});
