import { render } from '@testing-library/react';
import type { AnySchema } from 'ajv';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_IDS } from '../../runtime/forms/FIELD_TYPE_IDS';
import { createAjv } from '../../runtime/schemas/createAjv';
import { RuntimeContext } from '../app/RuntimeContext';
import { formModelOps } from '../forms/editor/formModelOps';
import { fieldRenderers } from './fieldRenderers';
import { settingsFixture } from './testing/settingsFixture';

const { types, i18n, labels, empty, runtimeWith } = settingsFixture;

describe('settings renderers (fieldRenderers[type].Settings)', () => {
  it('has a renderer for every field type, and the types load lazily with their metadata', () => {
    expect(Object.keys(fieldRenderers).sort()).toEqual([...FIELD_TYPE_IDS].sort());
    expect(Object.keys(types).sort()).toEqual([...FIELD_TYPE_IDS].sort());
  });

  it.each([...FIELD_TYPE_IDS])(
    '%s: a new field satisfies its settingsSchema and its settings render',
    (id) => {
      const field = formModelOps.newField(empty, types[id], 'Campo', labels);
      const validate = createAjv().compile(types[id].settingsSchema as AnySchema);
      expect(validate(field.settings ?? {}), JSON.stringify(validate.errors)).toBe(true);
      const Settings = fieldRenderers[id].Settings;
      const model = formModelOps.addField(empty, 'g', field);
      render(
        <RuntimeContext.Provider value={runtimeWith()}>
          <I18nextProvider i18n={i18n}>
            <Settings
              field={field}
              meta={types[id]}
              model={model}
              types={types}
              onChange={() => undefined}
              onRefuse={() => undefined}
            />
          </I18nextProvider>
        </RuntimeContext.Provider>,
      );
    },
  );
});
