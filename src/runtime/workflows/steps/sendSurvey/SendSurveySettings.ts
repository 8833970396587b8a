/** Who gets the survey (spec 001 §3): the header's client, or the option chosen in a form field. */
export interface SendSurveySettings {
  to: 'headerClient' | 'fieldOption';
  /** The field whose chosen option names the recipient; only with `to: 'fieldOption'`. */
  fieldId?: string;
  /** The form whose public fill link the e-mail carries (until research surveys exist); absent: the document's own. */
  formId?: number;
}
