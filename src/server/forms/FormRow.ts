/** A form model's row as the commands read and answer it; declared once with the answers (runtime/protocol). */
export type { FormRow } from '../../runtime/protocol/answers/FormRow';
