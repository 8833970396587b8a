import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from '../../hooks/useTranslation';
import type { RevisionState } from '../../../runtime/formApproval/FormRevision';

const COLORS = { in_review: 'warning', approved: 'success', disapproved: 'error' } as const;

/**
 * A revision's state as a chip ("Em revisão", "Aprovado", "Reprovado"), with "Atrasada" beside it when
 * past its deadline: the approval list, the review screen, the form list and the form editor.
 *
 * @example <RevisionStateChip state="in_review" late />
 */
export function RevisionStateChip(props: {
  state: RevisionState;
  late?: boolean;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const size = props.size ?? 'small';
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap', verticalAlign: 'middle' }}
    >
      <Chip
        size={size}
        color={COLORS[props.state]}
        variant="outlined"
        label={t(`formApproval.states.${props.state}`)}
      />
      {props.late && props.state === 'in_review' && (
        <Chip size={size} color="error" label={t('formApproval.late')} />
      )}
    </Box>
  );
}
