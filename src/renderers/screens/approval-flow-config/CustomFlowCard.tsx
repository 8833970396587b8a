import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { ApprovalFlow } from '../../../runtime/formApproval/ApprovalFlow';
import { NativeSelect } from '../../components/NativeSelect';
import { WhenDialog } from './WhenDialog';

/**
 * One custom flow: its summary, its forms (each removable back to the default flow or out of approval),
 * a form to add, and the edit and delete actions.
 */
export function CustomFlowCard(props: {
  flow: ApprovalFlow;
  /** Forms that may be added: those not already in this flow. */
  forms: { id: number; name: string; pending: boolean }[];
  saving: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** `when`: asked for a form with a pending revision (now or after it ends). */
  onAssign: (formId: number, when?: 'now' | 'after_revision') => void;
  onRemoveForm: (formId: number, destination: 'default' | 'none') => void;
}) {
  const { t } = useTranslation();
  const { flow } = props;
  const [adding, setAdding] = useState('');
  const [removing, setRemoving] = useState<{ id: number; name: string } | undefined>(undefined);
  const [asking, setAsking] = useState<{ id: number; name: string } | undefined>(undefined);
  const headingId = `flow-${flow.id}-name`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h3">
          {flow.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('formApproval.config.summary', { count: flow.minApprovals })}
        </Typography>
        <Typography variant="subtitle2" component="h4">
          {t('formApproval.config.forms')}
        </Typography>
        {flow.forms.length ? (
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {flow.forms.map((form) => (
              <li key={form.id}>
                <Chip label={form.name} variant="outlined" />
                <IconButton
                  size="small"
                  aria-label={t('formApproval.config.removeForm', { name: form.name })}
                  onClick={() => setRemoving(form)}
                >
                  <Close fontSize="small" />
                </IconButton>
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2">{t('formApproval.config.noForms')}</Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <NativeSelect
            label={t('formApproval.config.addForm')}
            size="small"
            value={adding}
            onChange={setAdding}
            options={[
              { value: '', label: '—' },
              ...props.forms.map((f) => ({ value: String(f.id), label: f.name })),
            ]}
          />
          <Button
            variant="outlined"
            disabled={!adding || props.saving}
            onClick={() => {
              const form = props.forms.find((f) => f.id === Number(adding));
              if (form?.pending) return setAsking(form);
              props.onAssign(Number(adding));
              setAdding('');
            }}
          >
            {t('formApproval.config.assign')}
          </Button>
        </Box>
      </CardContent>
      <CardActions>
        <Button onClick={props.onEdit} aria-label={`${t('formApproval.config.edit')} ${flow.name}`}>
          {t('formApproval.config.edit')}
        </Button>
        <Button
          color="error"
          onClick={props.onDelete}
          aria-label={`${t('formApproval.config.delete')} ${flow.name}`}
        >
          {t('formApproval.config.delete')}
        </Button>
      </CardActions>
      <WhenDialog
        form={asking}
        onClose={(when) => {
          if (when && asking) {
            props.onAssign(asking.id, when);
            setAdding('');
          }
          setAsking(undefined);
        }}
      />
      <Dialog
        open={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        aria-labelledby={`${headingId}-remove`}
      >
        <DialogTitle id={`${headingId}-remove`}>
          {t('formApproval.config.removeTitle', { name: removing?.name ?? '' })}
        </DialogTitle>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setRemoving(undefined)}>{t('formApproval.config.cancel')}</Button>
          <Button
            onClick={() => {
              props.onRemoveForm(removing!.id, 'default');
              setRemoving(undefined);
            }}
          >
            {t('formApproval.config.toDefault')}
          </Button>
          <Button
            color="error"
            onClick={() => {
              props.onRemoveForm(removing!.id, 'none');
              setRemoving(undefined);
            }}
          >
            {t('formApproval.config.toNone')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
