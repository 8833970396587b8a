import type { FormApprovalStatus } from '../../../runtime/formApproval/FormRevision';
import type { FormRow } from '../../../runtime/protocol/answers/FormRow';

/**
 * A form as ListarModelos answers it (docs/forms.md; declared once with the answers, runtime/protocol),
 * with its latest revision's approval state (docs/form-approval.md) when under an approval flow.
 */
export type FormSummary = FormRow & { APROVACAO?: FormApprovalStatus | null };
