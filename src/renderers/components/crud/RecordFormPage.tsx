import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../PageHeader';

/**
 * The page around a hand-written record form (new and edit employee, template): the title with a way
 * back to the list, the screen's cards, and cancel and save at the bottom; save is off while `busy` so
 * a slow answer is not sent twice.
 *
 * @example
 * <RecordFormPage title={t('x.new')} listPath="/xs" onSubmit={save} busy={busy}><Card>...</Card></RecordFormPage>
 */
export function RecordFormPage(props: {
  title: string;
  /** The list the back and cancel buttons return to. */
  listPath: string;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box component="form" onSubmit={props.onSubmit} noValidate>
      <PageHeader
        title={props.title}
        actions={
          <Button component={RouterLink} to={props.listPath}>
            {t('common.back')}
          </Button>
        }
      />
      {props.children}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button component={RouterLink} to={props.listPath}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={props.busy}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}
