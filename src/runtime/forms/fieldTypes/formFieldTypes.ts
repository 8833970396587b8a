import type { FieldTypeId } from '../FIELD_TYPE_IDS';
import { choiceMultiple } from './choiceMultiple';
import { choiceSingle } from './choiceSingle';
import { according } from './according';
import { thermometer } from './thermometer';
import { selectBox } from './selectBox';
import { textShort } from './textShort';
import { textMultiline } from './textMultiline';
import { textComposite } from './textComposite';
import { email } from './email';
import { number } from './number';
import { currency } from './currency';
import { percent } from './percent';
import { date } from './date';
import { hour } from './hour';
import { dateHour } from './dateHour';
import { locationManual } from './locationManual';
import { locationGps } from './locationGps';
import { signatureDrawn } from './signatureDrawn';
import { signatureTyped } from './signatureTyped';
import { signaturePreRegistered } from './signaturePreRegistered';
import { photo } from './photo';
import { video } from './video';
import { audio } from './audio';
import { file } from './file';
import { table } from './table';
import { budget } from './budget';
import { textFormula } from './textFormula';
import { numericFormula } from './numericFormula';
import { references } from './references';
import { sketch } from './sketch';
import { nps } from './nps';
import { autoData } from './autoData';
import { manualEmployee } from './manualEmployee';
import { manualClient } from './manualClient';
import { manualUnit } from './manualUnit';
import { manualAsset } from './manualAsset';
import { manualProduct } from './manualProduct';
import { auxDescription } from './auxDescription';
import { auxTitle } from './auxTitle';
import { auxImage } from './auxImage';
import { auxSeparator } from './auxSeparator';
import { auxLink } from './auxLink';
import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';

/**
 * Every form field type's headless definition, one line per type (a Record, so a type id without one does
 * not compile). Look a field's up with formFieldType, which names the field when its type has none.
 *
 * @example formFieldTypes.nps.valueErrors({ type: 'nps' }, 11) // [{ code: 'INVALID_VALUE' }]
 */
export const formFieldTypes: Record<FieldTypeId, FormFieldTypeDefinition> = {
  choiceMultiple,
  choiceSingle,
  according,
  thermometer,
  selectBox,
  textShort,
  textMultiline,
  textComposite,
  email,
  number,
  currency,
  percent,
  date,
  hour,
  dateHour,
  locationManual,
  locationGps,
  signatureDrawn,
  signatureTyped,
  signaturePreRegistered,
  photo,
  video,
  audio,
  file,
  table,
  budget,
  textFormula,
  numericFormula,
  references,
  sketch,
  nps,
  autoData,
  manualEmployee,
  manualClient,
  manualUnit,
  manualAsset,
  manualProduct,
  auxDescription,
  auxTitle,
  auxImage,
  auxSeparator,
  auxLink,
};
