/**
 * Who may see something (a form, a folder, a library file): role (permission group) ids, work group
 * (squad record) ids and employee (user) ids; all empty means everybody. Answered by the server and
 * edited by the browser, so declared once here.
 *
 * @example const everybody: Audience = { roles: [], squads: [], employees: [] };
 */
export interface Audience {
  roles: number[];
  squads: number[];
  employees: number[];
}
