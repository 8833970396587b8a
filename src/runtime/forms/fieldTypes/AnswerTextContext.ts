/** Translation and formatting a text answer needs; keys are under `downloads.file` and `forms.fill`. */
export interface AnswerTextContext {
  t: (key: string, vars?: Record<string, unknown>) => string;
  /** BCP 47 locale of numbers (pt-BR: `1.234,5`). */
  locale: string;
  /** The display name of a user id (pre-registered signatures), when known. */
  employeeName?: (id: string) => string | undefined;
}
