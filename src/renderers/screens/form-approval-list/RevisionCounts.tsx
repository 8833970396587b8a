import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import type { RevisionListAnswer } from '../../../runtime/formApproval/FormRevision';
import type { RevisionQuery } from './revisionQuery';

type CountKey = keyof RevisionListAnswer['CONTAGEM'];

const KEYS: CountKey[] = ['waiting_for_me', 'in_review', 'late', 'approved', 'disapproved'];

/** The query a count opens: the revisions it counts. */
function queryOf(key: CountKey): RevisionQuery {
  if (key === 'waiting_for_me') return { tab: 'mine', filter: {}, page: 1 };
  if (key === 'late') return { tab: 'all', filter: { ATRASADAS: true }, page: 1 };
  return { tab: 'all', filter: { ESTADO: key }, page: 1 };
}

/**
 * The company's revisions counted (waiting for me, in review, late, approved, disapproved); each count
 * lists what it counts.
 */
export function RevisionCounts(props: {
  counts: RevisionListAnswer['CONTAGEM'];
  onOpen(query: RevisionQuery): void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('formApproval.list.counts')}
      sx={{
        listStyle: 'none',
        m: 0,
        mb: 2,
        p: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      {KEYS.map((key) => (
        <li key={key}>
          <Button
            fullWidth
            variant="outlined"
            color={key === 'late' && props.counts.late ? 'error' : 'primary'}
            onClick={() => props.onOpen(queryOf(key))}
            sx={{
              flexDirection: 'column',
              alignItems: 'flex-start',
              textTransform: 'none',
              py: 1,
              height: '100%',
            }}
          >
            <Typography component="span" sx={{ fontSize: 24, fontWeight: 600, lineHeight: 1.2 }}>
              {props.counts[key] ?? 0}
            </Typography>{' '}
            <Typography component="span" variant="body2" sx={{ textAlign: 'left' }}>
              {t(`formApproval.list.count.${key}`)}
            </Typography>
          </Button>
        </li>
      ))}
    </Box>
  );
}
