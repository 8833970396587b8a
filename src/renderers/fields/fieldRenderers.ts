import type { FieldRendererMap } from './FieldRendererMap';
import { choiceMultipleRenderer } from './choiceMultiple';
import { choiceSingleRenderer } from './choiceSingle';
import { accordingRenderer } from './according';
import { thermometerRenderer } from './thermometer';
import { selectBoxRenderer } from './selectBox';
import { textShortRenderer } from './textShort';
import { textMultilineRenderer } from './textMultiline';
import { textCompositeRenderer } from './textComposite';
import { emailRenderer } from './email';
import { numberRenderer } from './number';
import { currencyRenderer } from './currency';
import { percentRenderer } from './percent';
import { dateRenderer } from './date';
import { hourRenderer } from './hour';
import { dateHourRenderer } from './dateHour';
import { locationManualRenderer } from './locationManual';
import { locationGpsRenderer } from './locationGps';
import { signatureDrawnRenderer } from './signatureDrawn';
import { signatureTypedRenderer } from './signatureTyped';
import { signaturePreRegisteredRenderer } from './signaturePreRegistered';
import { photoRenderer } from './photo';
import { videoRenderer } from './video';
import { audioRenderer } from './audio';
import { fileRenderer } from './file';
import { tableRenderer } from './table';
import { budgetRenderer } from './budget';
import { textFormulaRenderer } from './textFormula';
import { numericFormulaRenderer } from './numericFormula';
import { referencesRenderer } from './references';
import { sketchRenderer } from './sketch';
import { npsRenderer } from './nps';
import { autoDataRenderer } from './autoData';
import { manualEmployeeRenderer } from './manualEmployee';
import { manualClientRenderer } from './manualClient';
import { manualUnitRenderer } from './manualUnit';
import { manualAssetRenderer } from './manualAsset';
import { manualProductRenderer } from './manualProduct';
import { auxDescriptionRenderer } from './auxDescription';
import { auxTitleRenderer } from './auxTitle';
import { auxImageRenderer } from './auxImage';
import { auxSeparatorRenderer } from './auxSeparator';
import { auxLinkRenderer } from './auxLink';

/**
 * The default renderers of every field type, one line per type (a Record, so a type without an entry does
 * not compile): the fill renderer FormFiller draws a field (or a table cell) with, and the settings renderer
 * the form editor shows. Components shared by several types live in ./shared and read `field.type` for
 * their differences (prefix, picker, entity...). FormFiller passes the map down in FieldRenderersContext,
 * so an outer provider may replace it and the table's cells reach it without importing it.
 *
 * @example const { Fill, Settings } = fieldRenderers[field.type];
 */
export const fieldRenderers: FieldRendererMap = {
  choiceMultiple: choiceMultipleRenderer,
  choiceSingle: choiceSingleRenderer,
  according: accordingRenderer,
  thermometer: thermometerRenderer,
  selectBox: selectBoxRenderer,
  textShort: textShortRenderer,
  textMultiline: textMultilineRenderer,
  textComposite: textCompositeRenderer,
  email: emailRenderer,
  number: numberRenderer,
  currency: currencyRenderer,
  percent: percentRenderer,
  date: dateRenderer,
  hour: hourRenderer,
  dateHour: dateHourRenderer,
  locationManual: locationManualRenderer,
  locationGps: locationGpsRenderer,
  signatureDrawn: signatureDrawnRenderer,
  signatureTyped: signatureTypedRenderer,
  signaturePreRegistered: signaturePreRegisteredRenderer,
  photo: photoRenderer,
  video: videoRenderer,
  audio: audioRenderer,
  file: fileRenderer,
  table: tableRenderer,
  budget: budgetRenderer,
  textFormula: textFormulaRenderer,
  numericFormula: numericFormulaRenderer,
  references: referencesRenderer,
  sketch: sketchRenderer,
  nps: npsRenderer,
  autoData: autoDataRenderer,
  manualEmployee: manualEmployeeRenderer,
  manualClient: manualClientRenderer,
  manualUnit: manualUnitRenderer,
  manualAsset: manualAssetRenderer,
  manualProduct: manualProductRenderer,
  auxDescription: auxDescriptionRenderer,
  auxTitle: auxTitleRenderer,
  auxImage: auxImageRenderer,
  auxSeparator: auxSeparatorRenderer,
  auxLink: auxLinkRenderer,
};
