import { describe, expect, it } from 'vitest';
import client from '../../../metadata/entities/client.json';
import { loadTestMetadata } from '../testing/loadTestMetadata';
import type { EntityMeta } from './EntityMeta';
import { entityErrorMessage } from './entityErrorMessage';
import { formatEntityValue } from './formatEntityValue';
import { createTranslator } from '../i18n/createTranslator';

const i18n = createTranslator(loadTestMetadata().messages);
const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);
const meta = client as EntityMeta;

describe('entity form messages and values', () => {
  it('gives the catalogue messages SaveEntity gives', () => {
    const message = (name: string, property: string, params: object = {}) =>
      entityErrorMessage(meta, { name, property, params }, t);
    expect(message('required', '.name', { missingProperty: 'name' })).toBe('Campo obrigatório');
    expect(message('format', '.cpf', { format: 'cpf' })).toBe('CPF inválido');
    expect(message('required', '.address.city', { missingProperty: 'city' })).toBe(
      'Preencha todos os campos',
    );
    expect(message('maxLength', '.name', { limit: 150 })).toBe(
      'O número de caracteres ultrapassa o valor máximo de 150',
    );
    expect(message('uniqueItemsBy', '.extraEmails.1.extraEmail')).toBe('Os valores precisam ser diferentes');
  });

  it('formats values as the list, the view and the export show them', () => {
    const field = (key: string) => meta.fields.find((f) => f.key === key)!;
    expect(
      formatEntityValue(
        field('address'),
        { street: 'Rua A', number: '1', district: 'Centro', city: 'Recife', state: 'PE', cep: '50000-000' },
        t,
      ),
    ).toBe('Rua A, 1 - Centro - Recife/PE - 50000-000');
    expect(formatEntityValue(field('extraPhones'), [{ extraPhone: '1' }, { extraPhone: '2' }], t)).toBe(
      '1; 2',
    );
    expect(formatEntityValue({ key: 'b', type: 'boolean', label: 'x.y' }, false, t)).toBe('Não');
    expect(formatEntityValue(field('name'), undefined, t)).toBe('');
  });
});
