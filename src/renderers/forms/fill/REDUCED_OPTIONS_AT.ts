/**
 * From this many options a choice is "reduced when filling" (a select instead of radios or checkboxes):
 * the field types' `optionsWarningAt` (metadata/field-types, spec 001 section 9).
 */
export const REDUCED_OPTIONS_AT = 10;
