import { describe, expect, it } from 'vitest';
import { diffFormModels } from '../forms/approval/diffFormModels';
import type { FormModel } from '../forms/FormModel';
import { NEW_MODEL, OLD_MODEL } from '../testing/revisionFixture';
import { revisionHighlights } from './revisionHighlights';

describe('revisionHighlights', () => {
  it('marks added fields in the new version, removed ones in the old, and changes in both', () => {
    const marks = revisionHighlights(diffFormModels(OLD_MODEL, NEW_MODEL));
    expect(Object.fromEntries(marks.new.fields)).toEqual({
      temp: 'changed',
      status: 'changed',
      photo: 'added',
    });
    expect(Object.fromEntries(marks.old.fields)).toEqual({
      temp: 'changed',
      status: 'changed',
      notes: 'removed',
    });
    expect(marks.old.groups.size + marks.new.groups.size).toBe(0);
  });

  it('marks a new group once, not each of its fields', () => {
    const withGroup: FormModel = {
      ...NEW_MODEL,
      groups: [
        ...NEW_MODEL.groups,
        { id: 'g2', name: 'Fotos', fields: [{ id: 'p', name: 'Foto', type: 'textShort' }] },
      ],
    };
    const marks = revisionHighlights(diffFormModels(NEW_MODEL, withGroup));
    expect(Object.fromEntries(marks.new.groups)).toEqual({ g2: 'added' });
    expect(marks.new.fields.size).toBe(0);
  });
});
