import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../hooks/useTranslation';
import { FieldFrame } from '../../forms/fill/FieldFrame';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

interface Typed {
  name?: string;
  document?: string;
}

/** A typed signature: the signer's name (and document, when the settings ask for it). */
export function SignatureTypedFill(props: FillRendererProps<Typed>) {
  const { t } = useTranslation();
  const value = props.value ?? {};
  const set = (next: Typed) => props.onChange(next.name || next.document ? next : null);
  const readOnly = { input: { readOnly: props.readOnly } };
  return (
    <FieldFrame field={props.field} inputId={props.inputId} error={props.error} dense={props.dense}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          label={t('forms.fill.signature.name')}
          required={props.field.required}
          value={value.name ?? ''}
          onChange={(e) => set({ ...value, name: e.target.value })}
          slotProps={{ ...readOnly, htmlInput: { autoComplete: 'name' } }}
          sx={{ '& input': { fontFamily: '"Brush Script MT", "Segoe Script", cursive', fontSize: 22 } }}
        />
        {!!props.field.settings?.askSignerDocument && (
          <TextField
            label={t('forms.fill.signature.document')}
            value={value.document ?? ''}
            onChange={(e) => set({ ...value, document: e.target.value })}
            slotProps={readOnly}
          />
        )}
      </Box>
    </FieldFrame>
  );
}
