import type { FormRow } from '../../../runtime/protocol/answers/FormRow';

/** A form as ListarModelos answers it (docs/forms.md; declared once with the answers, runtime/protocol). */
export type FormSummary = FormRow;
