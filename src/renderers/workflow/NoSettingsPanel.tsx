/** The panel of a step with no settings of its own (start, end): the name and next step say it all. */
export function NoSettingsPanel() {
  return null;
}
