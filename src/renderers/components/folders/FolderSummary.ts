import type { FolderRow } from '../../../runtime/protocol/answers/FolderRow';

/** A folder of forms as ListarModelos answers it (declared once with the answers, runtime/protocol); the form list and the form editor's folder select read it. */
export type FolderSummary = FolderRow;
