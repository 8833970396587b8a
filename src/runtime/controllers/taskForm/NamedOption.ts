/** A named choice of the task page's selects. */
export interface NamedOption {
  id: number;
  name: string;
}
