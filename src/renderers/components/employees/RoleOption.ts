/** A role of the ConsultarGruposPermissoes lookup. */
export interface RoleOption {
  id: number;
  name: string;
  type: 'E' | 'G';
  assignable: boolean;
}
