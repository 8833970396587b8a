import type { FieldTypeId } from '../../../runtime/forms/FIELD_TYPE_IDS';
import { AccordingSettings } from './AccordingSettings';
import { ChoiceSettings } from './ChoiceSettings';
import { CompositeSettings } from './CompositeSettings';
import { GenericSettings } from './GenericSettings';
import { NumericFormulaSettings } from './NumericFormulaSettings';
import type { SettingsRenderer } from './SettingsRenderer';
import { TableSettingsEditor } from './TableSettingsEditor';
import { TextFormulaSettings } from './TextFormulaSettings';
import { TextShortSettings } from './TextShortSettings';

/**
 * The settings renderer of every field type (the type system makes the map complete). Most draw their
 * form from the type's settingsSchema (GenericSettings); choices, tables, formulas and masked texts have
 * their own.
 *
 * @example const Settings = settingsRenderers[field.type]; <Settings field={field} ... />
 */
export const settingsRenderers: Record<FieldTypeId, SettingsRenderer> = {
  choiceMultiple: ChoiceSettings,
  choiceSingle: ChoiceSettings,
  according: AccordingSettings,
  thermometer: ChoiceSettings,
  selectBox: ChoiceSettings,
  textShort: TextShortSettings,
  textMultiline: GenericSettings,
  textComposite: CompositeSettings,
  email: GenericSettings,
  number: GenericSettings,
  currency: GenericSettings,
  percent: GenericSettings,
  date: GenericSettings,
  hour: GenericSettings,
  dateHour: GenericSettings,
  locationManual: GenericSettings,
  locationGps: GenericSettings,
  signatureDrawn: GenericSettings,
  signatureTyped: GenericSettings,
  signaturePreRegistered: GenericSettings,
  photo: GenericSettings,
  video: GenericSettings,
  audio: GenericSettings,
  file: GenericSettings,
  table: TableSettingsEditor,
  budget: GenericSettings,
  textFormula: TextFormulaSettings,
  numericFormula: NumericFormulaSettings,
  references: GenericSettings,
  sketch: GenericSettings,
  nps: GenericSettings,
  autoData: GenericSettings,
  manualEmployee: GenericSettings,
  manualClient: GenericSettings,
  manualUnit: GenericSettings,
  manualAsset: GenericSettings,
  manualProduct: GenericSettings,
  auxDescription: GenericSettings,
  auxTitle: GenericSettings,
  auxImage: GenericSettings,
  auxSeparator: GenericSettings,
  auxLink: GenericSettings,
};
