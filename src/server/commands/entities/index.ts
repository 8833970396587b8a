import type { CommandDefinition } from '../CommandDefinition';
import { consultarClientesPorPalavra } from './consultarClientesPorPalavra';
import { consultarEquipesVersionadas } from './consultarEquipesVersionadas';
import { consultarFamilias } from './consultarFamilias';
import { consultarItens } from './consultarItens';
import { consultarParquesServico } from './consultarParquesServico';
import { consultarPontosServicos } from './consultarPontosServicos';
import { consultarTiposPontosServicos } from './consultarTiposPontosServicos';
import { consultarUnidadesSimples } from './consultarUnidadesSimples';
import { deleteEntity } from './deleteEntity';
import { getEntity } from './getEntity';
import { listEntities } from './listEntities';
import { saveEntities } from './saveEntities';
import { saveEntity } from './saveEntity';

/** The commands of entities (generic commands and the spec's lookups), registered by allCommands. */
export const entitiesCommands: CommandDefinition[] = [
  listEntities,
  getEntity,
  saveEntity,
  deleteEntity,
  saveEntities,
  consultarClientesPorPalavra,
  consultarUnidadesSimples,
  consultarFamilias,
  consultarItens,
  consultarEquipesVersionadas,
  consultarParquesServico,
  consultarPontosServicos,
  consultarTiposPontosServicos,
];
