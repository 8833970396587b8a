import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { useSession } from '../../hooks/useSession';
import { FieldFrame } from '../../forms/fill/FieldFrame';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

interface PreRegistered {
  employeeId: string;
  signedAt?: string;
  method?: 'preRegistered' | 'a1Ecpf';
}

/**
 * A pre-registered signature: the signed-in user signs with their registered identity (who and when are
 * stored). Signing with an A1 e-CPF certificate is not available yet; the field says so.
 */
export function SignaturePreRegisteredFill(props: FillRendererProps<PreRegistered>) {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const value = props.value;
  return (
    <FieldFrame field={props.field} inputId={props.inputId} error={props.error} dense={props.dense}>
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        {value ? (
          <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <VerifiedUser color="success" aria-hidden />
            {t('forms.fill.signature.signedBy', {
              name: String(value.employeeId) === String(user?.id) ? user?.name : `#${value.employeeId}`,
              date: value.signedAt ? new Date(value.signedAt).toLocaleString(i18n.language) : '',
            })}
          </Typography>
        ) : (
          <Typography color="text.secondary">
            {props.readOnly ? '—' : t('forms.fill.signature.preRegisteredHelp')}
          </Typography>
        )}
        {!props.readOnly && user && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {value ? (
              <Button variant="outlined" onClick={() => props.onChange(null)}>
                {t('forms.fill.signature.remove')}
              </Button>
            ) : (
              <Button
                variant="outlined"
                startIcon={<VerifiedUser />}
                onClick={() =>
                  props.onChange({
                    employeeId: String(user.id),
                    signedAt: new Date().toISOString(),
                    method: 'preRegistered',
                  })
                }
              >
                {t('forms.fill.signature.signAs', { name: user.name })}
              </Button>
            )}
          </Box>
        )}
        {!props.readOnly && !!props.field.settings?.allowA1Ecpf && (
          <Alert severity="info">{t('forms.fill.signature.a1Later')}</Alert>
        )}
      </Box>
    </FieldFrame>
  );
}
