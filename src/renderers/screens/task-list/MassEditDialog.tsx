import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { ResponsibleRef } from '../../../runtime/tasks/TaskListQuery';
import { NativeSelect } from '../../components/NativeSelect';
import { ResponsiblePicker } from './ResponsiblePicker';

type Flag = '' | 'yes' | 'no';
const FLAGS = ['urgent', 'hideBeforeStart', 'closeAfterDue'] as const;

/**
 * Mass edit of the selected tasks (AlterarAtividades): only what the user fills changes — responsible,
 * due date and hour, urgent, hide before start, close after due. `responsible` mode asks for the
 * responsible alone ("Alterar responsável"). `onSave` sends them (the task list controller); the server's
 * refusals come as the adapter's messages.
 */
export function MassEditDialog(props: {
  ids: number[];
  mode: 'all' | 'responsible';
  /** Sends the changes; true when done. */
  onSave(changes: Record<string, unknown>): Promise<boolean>;
  onClose(changed: boolean): void;
}) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width:600px)');
  const [responsible, setResponsible] = useState<ResponsibleRef | null>(null);
  const [dueDate, setDueDate] = useState('');
  const [dueHour, setDueHour] = useState('');
  const [flags, setFlags] = useState<Record<(typeof FLAGS)[number], Flag>>({
    urgent: '',
    hideBeforeStart: '',
    closeAfterDue: '',
  });
  const [busy, setBusy] = useState(false);
  const count = props.ids.length;

  const changes: Record<string, unknown> = {};
  if (responsible) changes.responsible = { kind: responsible.kind, id: responsible.id };
  if (props.mode === 'all') {
    if (dueDate) {
      changes.dueDate = dueDate;
      if (dueHour) changes.dueHour = dueHour;
    }
    for (const flag of FLAGS) if (flags[flag]) changes[flag] = flags[flag] === 'yes';
  }
  const empty = Object.keys(changes).length === 0;

  const save = async () => {
    setBusy(true);
    const done = await props.onSave(changes);
    setBusy(false);
    if (done) props.onClose(true);
  };

  const titleKey = props.mode === 'all' ? 'taskList.massEdit.title' : 'taskList.massEdit.responsibleTitle';
  return (
    <Dialog
      open
      fullScreen={fullScreen}
      onClose={() => props.onClose(false)}
      aria-labelledby="task-mass-edit-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="task-mass-edit-title">{t(titleKey, { count })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(props.mode === 'all' ? 'taskList.massEdit.intro' : 'taskList.massEdit.responsibleIntro')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, '& .MuiFormControl-root': { width: '100%' } }}>
          <ResponsiblePicker
            id="task-mass-responsible"
            multiple={false}
            required={props.mode === 'responsible'}
            label={t('taskList.massEdit.responsible')}
            value={responsible}
            onChange={setResponsible}
          />
          {props.mode === 'all' && (
            <>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField
                  type="date"
                  label={t('taskList.massEdit.dueDate')}
                  value={dueDate}
                  onChange={(e) => setDueDate(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  type="time"
                  label={t('taskList.massEdit.dueHour')}
                  value={dueHour}
                  disabled={!dueDate}
                  helperText={t('taskList.massEdit.dueHourHelp')}
                  onChange={(e) => setDueHour(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Box>
              {FLAGS.map((flag) => (
                <NativeSelect
                  key={flag}
                  label={t(`taskList.massEdit.${flag}`)}
                  value={flags[flag]}
                  onChange={(value) => setFlags((f) => ({ ...f, [flag]: value as Flag }))}
                  options={[
                    { value: '', label: t('taskList.massEdit.keep') },
                    { value: 'yes', label: t('taskList.massEdit.yes') },
                    { value: 'no', label: t('taskList.massEdit.no') },
                  ]}
                />
              ))}
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(false)}>{t('taskList.cancel')}</Button>
        <Button variant="contained" disabled={empty || busy} onClick={() => void save()}>
          {t('taskList.massEdit.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
