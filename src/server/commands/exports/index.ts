import type { CommandDefinition } from '../CommandDefinition';
import { excelToPdfPreview } from './excelToPdfPreview';
import { preVisualizarPdfLayout } from './preVisualizarPdfLayout';

/** The commands of the form exports (docs/exports.md), registered by allCommands. */
export const exportsCommands: CommandDefinition[] = [excelToPdfPreview, preVisualizarPdfLayout];
