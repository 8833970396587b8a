import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../hooks/useTranslation';
import { NativeSelect } from '../../components/NativeSelect';

const NAMED = ['email', 'phone', 'landline', 'cep', 'cpf', 'cnpj'];

/** A text mask: none, one of the named ones (e-mail, phone, landline, CEP, CPF, CNPJ) or a custom pattern. */
export function MaskPicker(props: {
  value: string | undefined;
  masks: string[];
  onChange(mask: string | undefined): void;
}) {
  const { t } = useTranslation();
  const kind = props.value === undefined ? '' : NAMED.includes(props.value) ? props.value : 'custom';
  return (
    <Stack spacing={1.5}>
      <NativeSelect
        label={t('forms.editor.mask.label')}
        value={kind}
        placeholder={t('forms.editor.mask.none')}
        onChange={(v) => props.onChange(v === '' ? undefined : v === 'custom' ? '' : v)}
        options={props.masks.map((m) => ({ value: m, label: t(`forms.editor.mask.${m}`) }))}
      />
      {kind === 'custom' && (
        <TextField
          label={t('forms.editor.mask.pattern')}
          helperText={t('forms.editor.mask.patternHelp')}
          value={props.value ?? ''}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Stack>
  );
}
