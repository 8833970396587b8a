/** A user the demo seed creates: its login, name, permission groups; `shared` for a rotary login. */
export interface DemoUser {
  login: string;
  name: string;
  groups: number[];
  owner?: boolean;
  shared?: boolean;
}
