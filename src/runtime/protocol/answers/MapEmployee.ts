import type { MapPosition } from './MapPosition';

/**
 * An employee (or a shared user) on the team map: ConsultarPosicaoDosColaboradoresNoMapa's
 * COLABORADORES.COLABORADOR items (spec 000 §3 "Employee location").
 */
export interface MapEmployee {
  ID_COLABORADOR: number | null;
  ID_USUARIO: number;
  NOME: string;
  FOTO: string | null;
  CODIGO_USUARIO_ROTATIVO: string | null;
  NOME_USUARIO_ROTATIVO: string | null;
  COMPARTILHADO: boolean;
  ID_GRUPO_PERMISSOES: number | null;
  ID_EQUIPES: number[];
  TRACCAR_DEVICE_ID: number | null;
  DEVICE_CODE: string | null;
  /** The last 5 valid positions, newest first. */
  POSITIONS: MapPosition[];
  START_POSITION: MapPosition | null;
  END_POSITION: MapPosition | null;
  LAST_UPDATE: string | null;
  ONLINE: boolean;
}
