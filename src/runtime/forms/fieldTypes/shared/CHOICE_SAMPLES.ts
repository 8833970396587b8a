/**
 * The options of generated choice fields (generateFormModel), shared by their sample values so a
 * sample is always one of the field's options.
 */
export const CHOICE_SAMPLES = [
  { id: 'ok', name: 'Conforme', score: 10 },
  { id: 'nok', name: 'Não conforme', score: 0 },
  { id: 'na', name: 'Não se aplica', score: 5 },
];
