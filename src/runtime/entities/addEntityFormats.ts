import type Ajv from 'ajv';
import { isValidCep } from '../validators/isValidCep';
import { isValidCnpj } from '../validators/isValidCnpj';
import { isValidCpf } from '../validators/isValidCpf';
import { isValidEmail } from '../validators/isValidEmail';
import { isValidPhone } from '../validators/isValidPhone';

/** The Ajv formats entity data schemas use, and the catalogue code each failure shows. */
export const ENTITY_FORMAT_CODES: Record<string, string> = {
  cpf: 'INVALID_CPF',
  cnpj: 'INVALID_CNPJ',
  phone: 'INVALID_PHONE',
  cep: 'INVALID_CEP',
  'campo-email': 'INVALID_EMAIL',
  date: 'INVALID_DATE',
  'date-time': 'INVALID_DATE',
  'campo-color': 'INVALID_VALUE',
};

/**
 * Registers the entity formats (cpf, cnpj, phone, cep, campo-email, campo-color) and the `uniqueItemsBy`
 * keyword (rows of a list whose given properties must differ, compared trimmed and case-insensitively)
 * on an Ajv from createAjv. The browser's rjsf validator and the server call this same function, so a
 * form and SaveEntity accept exactly the same data. Idempotent.
 *
 * @example const ajv = addEntityFormats(createAjv()); ajv.validate({ type: 'string', format: 'cpf' }, '529.982.247-25')
 */
export function addEntityFormats(ajv: Ajv): Ajv {
  if (ajv.getKeyword('uniqueItemsBy')) return ajv;
  ajv.addFormat('cpf', isValidCpf);
  ajv.addFormat('cnpj', isValidCnpj);
  ajv.addFormat('phone', isValidPhone);
  ajv.addFormat('cep', isValidCep);
  ajv.addFormat('campo-email', isValidEmail);
  ajv.addFormat('campo-color', /^#[0-9a-fA-F]{6}$/);
  ajv.addKeyword({
    keyword: 'uniqueItemsBy',
    type: 'array',
    schemaType: 'array',
    errors: true,
    validate: function uniqueItemsBy(
      properties: string[],
      rows: unknown[],
      _parent?: unknown,
      context?: { instancePath: string },
    ): boolean {
      const self = uniqueItemsBy as unknown as { errors: unknown[] };
      self.errors = [];
      for (const property of properties) {
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          const value = (row as Record<string, unknown> | null)?.[property];
          if (value === undefined || value === null || value === '') return;
          const text = String(value).trim().toLocaleLowerCase('pt-BR');
          if (seen.has(text))
            self.errors.push({
              keyword: 'uniqueItemsBy',
              instancePath: `${context?.instancePath ?? ''}/${index}/${property}`,
              params: { property },
              message: 'must differ',
            });
          seen.add(text);
        });
      }
      return self.errors.length === 0;
    },
  });
  return ajv;
}
