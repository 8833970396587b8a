import type { EntityFieldType } from '../EntityMeta';
import { text } from './text';
import { longText } from './longText';
import { email } from './email';
import { phone } from './phone';
import { cpf } from './cpf';
import { cnpj } from './cnpj';
import { cep } from './cep';
import { number } from './number';
import { integer } from './integer';
import { money } from './money';
import { date } from './date';
import { dateTime } from './dateTime';
import { boolean } from './boolean';
import { select } from './select';
import { multiSelect } from './multiSelect';
import { lookup } from './lookup';
import { list } from './list';
import { address } from './address';
import { image } from './image';
import { color } from './color';
import { password } from './password';
import type { EntityFieldTypeDefinition } from './EntityFieldTypeDefinition';

/**
 * Every entity field type's definition, one line per type (a Record, so a type of the `EntityFieldType`
 * union without one does not compile). Look a field's up with entityFieldType, which names the field when
 * its type has none.
 *
 * @example entityFieldTypes.boolean.format(field, true, ctx) // 'Sim'
 */
export const entityFieldTypes: Record<EntityFieldType, EntityFieldTypeDefinition> = {
  text,
  longText,
  email,
  phone,
  cpf,
  cnpj,
  cep,
  number,
  integer,
  money,
  date,
  dateTime,
  boolean,
  select,
  multiSelect,
  lookup,
  list,
  address,
  image,
  color,
  password,
};
