import type { CommandDefinition } from '../CommandDefinition';
import { avancarEtapaWorkflow } from './avancarEtapaWorkflow';
import { consultarWorkflowDocumento } from './consultarWorkflowDocumento';

/** The commands of running workflows (docs/workflows.md), registered by allCommands. */
export const workflowsCommands: CommandDefinition[] = [consultarWorkflowDocumento, avancarEtapaWorkflow];
