import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { TrackerDeviceAssignment } from '../../../runtime/protocol/answers/TrackerDeviceAssignment';
import { TrackerDeviceCard } from '../../components/employees/TrackerDeviceCard';

/**
 * A shared (rotary) person's GPS tracker (issue 17), opened from its row in "Equipe Rotativa": the
 * employee page's TrackerDeviceCard for the person's access code, in a dialog named by the card's heading.
 * `onChange` tells the list once the device is saved or removed.
 */
export function RotaryTrackerDialog(props: {
  name: string;
  code: string;
  device: TrackerDeviceAssignment | null;
  onChange: (device: TrackerDeviceAssignment | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={headingId}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <DialogContent>
        <TrackerDeviceCard
          owner={{ CODIGO_USUARIO_ROTATIVO: props.code }}
          device={props.device}
          canEdit
          headingId={headingId}
          title={t('employeePages.tracker.forShared', { name: props.name })}
          onChange={props.onChange}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
