/** Who may see a form or a folder (docs/forms.md); empty lists: everybody. */
export interface FormPermissionsRow {
  roles: number[];
  squads: number[];
  employees: number[];
}
