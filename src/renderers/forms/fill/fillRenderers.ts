import type { FieldTypeId } from '../../../runtime/forms/FIELD_TYPE_IDS';
import { AccordingFill } from './AccordingFill';
import { AutoDataFill } from './AutoDataFill';
import { AuxDescriptionFill } from './AuxDescriptionFill';
import { AuxImageFill } from './AuxImageFill';
import { AuxLinkFill } from './AuxLinkFill';
import { AuxSeparatorFill } from './AuxSeparatorFill';
import { AuxTitleFill } from './AuxTitleFill';
import { BudgetFill } from './BudgetFill';
import { ChoiceMultipleFill } from './ChoiceMultipleFill';
import { ChoiceSingleFill } from './ChoiceSingleFill';
import { DateFill } from './DateFill';
import { DrawnImageFill } from './DrawnImageFill';
import { EmailFill } from './EmailFill';
import type { FillRenderer } from './FillRendererProps';
import { FormulaFill } from './FormulaFill';
import { LocationGpsFill } from './LocationGpsFill';
import { LocationManualFill } from './LocationManualFill';
import { ManualDataFill } from './ManualDataFill';
import { MediaFill } from './MediaFill';
import { NpsFill } from './NpsFill';
import { NumberFill } from './NumberFill';
import { ReferencesFill } from './ReferencesFill';
import { SelectBoxFill } from './SelectBoxFill';
import { SignaturePreRegisteredFill } from './SignaturePreRegisteredFill';
import { SignatureTypedFill } from './SignatureTypedFill';
import { TableFill } from './TableFill';
import { TextCompositeFill } from './TextCompositeFill';
import { TextMultilineFill } from './TextMultilineFill';
import { TextShortFill } from './TextShortFill';
import { ThermometerFill } from './ThermometerFill';

/**
 * The fill renderer of every field type (a Record, so a type without one does not compile). Renderers
 * shared by several types read `field.type` for their differences (prefix, picker, entity...).
 *
 * @example const Renderer = fillRenderers[field.type];
 */
export const fillRenderers: Record<FieldTypeId, FillRenderer> = {
  choiceMultiple: ChoiceMultipleFill,
  choiceSingle: ChoiceSingleFill,
  according: AccordingFill,
  thermometer: ThermometerFill,
  selectBox: SelectBoxFill,
  textShort: TextShortFill,
  textMultiline: TextMultilineFill,
  textComposite: TextCompositeFill,
  email: EmailFill,
  number: NumberFill,
  currency: NumberFill,
  percent: NumberFill,
  date: DateFill,
  hour: DateFill,
  dateHour: DateFill,
  locationManual: LocationManualFill,
  locationGps: LocationGpsFill,
  signatureDrawn: DrawnImageFill,
  signatureTyped: SignatureTypedFill,
  signaturePreRegistered: SignaturePreRegisteredFill,
  photo: MediaFill,
  video: MediaFill,
  audio: MediaFill,
  file: MediaFill,
  table: TableFill,
  budget: BudgetFill,
  textFormula: FormulaFill,
  numericFormula: FormulaFill,
  references: ReferencesFill,
  sketch: DrawnImageFill,
  nps: NpsFill,
  autoData: AutoDataFill,
  manualEmployee: ManualDataFill,
  manualClient: ManualDataFill,
  manualUnit: ManualDataFill,
  manualAsset: ManualDataFill,
  manualProduct: ManualDataFill,
  auxDescription: AuxDescriptionFill,
  auxTitle: AuxTitleFill,
  auxImage: AuxImageFill,
  auxSeparator: AuxSeparatorFill,
  auxLink: AuxLinkFill,
};
