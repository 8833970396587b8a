import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { TrackerDeviceAssignment } from '../../../runtime/protocol/answers/TrackerDeviceAssignment';
import { useCommandAction } from '../../hooks/useCommandAction';
import { useNotify } from '../../hooks/useNotify';
import { DefinitionList } from '../DefinitionList';

/** Whose tracker: an employee by id, or a shared (rotary) user by access code. */
export type TrackerOwner = { ID_COLABORADOR: number } | { CODIGO_USUARIO_ROTATIVO: string };

/**
 * An employee's GPS tracker (issue 17): the device identifier the phone's Traccar Client sends, generated
 * or typed, and removable (SalvarDispositivoColaborador); the server address and identifier to type in
 * the app, and a QR code (the `qrcode` package, loaded when first shown) of the configuration link the
 * app reads when scanned. Its own form, so it sits beside the employee form without saving it.
 */
export function TrackerDeviceCard(props: {
  owner: TrackerOwner;
  device: TrackerDeviceAssignment | null;
  canEdit: boolean;
  /** The heading's id (the section is named by it). */
  headingId: string;
  title: string;
  /** Told the device once saved or removed (null), e.g. for a list showing it. */
  onChange?: (device: TrackerDeviceAssignment | null) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { busy, run } = useCommandAction();
  const [device, setDevice] = useState(props.device);
  const [typed, setTyped] = useState('');
  const [qr, setQr] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const payload = device ? (device.CONFIG_URL ?? device.SERVIDOR) : null;

  useEffect(() => setDevice(props.device), [props.device]);
  useEffect(() => {
    setQr(null);
    if (!payload) return;
    let alive = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(payload, { margin: 1, width: 220, errorCorrectionLevel: 'M' }))
      .then((url) => alive && setQr(url));
    return () => {
      alive = false;
    };
  }, [payload]);

  const save = async (remove: boolean) => {
    const identifier = typed.trim();
    const done = await run<TrackerDeviceAssignment>(
      'SalvarDispositivoColaborador',
      { ...props.owner, ...(remove ? { REMOVER: true } : identifier ? { IDENTIFICADOR: identifier } : {}) },
      { silentOnSuccess: true },
    );
    if (!done) return;
    const now = remove ? null : done.answer;
    setDevice(now);
    setTyped('');
    props.onChange?.(now);
    // The remove button is gone with the device: the keyboard goes on from the identifier field.
    if (remove) input.current?.focus();
    notify('success', t(remove ? 'employeePages.tracker.removed' : 'employeePages.tracker.saved'));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <Box component="section" aria-labelledby={props.headingId}>
      <Typography variant="h2" id={props.headingId}>
        {props.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('employeePages.tracker.hint')}
      </Typography>
      {device ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
          {qr && (
            <Box
              component="img"
              src={qr}
              width={180}
              height={180}
              alt={t('employeePages.tracker.qr', {
                server: device.SERVIDOR,
                identifier: device.IDENTIFICADOR,
              })}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
          )}
          <Box sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
            <DefinitionList
              labelWidth={200}
              rows={[
                [t('employeePages.tracker.server'), device.SERVIDOR],
                [t('employeePages.tracker.identifier'), device.IDENTIFICADOR],
              ]}
            />
          </Box>
        </Box>
      ) : (
        <Typography>{t('employeePages.tracker.none')}</Typography>
      )}
      {props.canEdit && (
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 2 }}
        >
          <TextField
            label={t('employeePages.tracker.identifier')}
            helperText={t('employeePages.tracker.identifierHelp')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            size="small"
            autoComplete="off"
            inputRef={input}
            slotProps={{ htmlInput: { maxLength: 128 } }}
            sx={{ flex: '1 1 240px' }}
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {t(typed.trim() ? 'employeePages.tracker.save' : 'employeePages.tracker.generate')}
          </Button>
          {device && (
            <Button color="error" disabled={busy} onClick={() => void save(true)}>
              {t('employeePages.tracker.remove')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
