/** A form folder as the commands read and answer it; declared once with the answers (runtime/protocol). */
export type { FolderRow } from '../../runtime/protocol/answers/FolderRow';
