import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { applyMask } from '../../../runtime/validators/applyMask';
import { isValidCep } from '../../../runtime/validators/isValidCep';
import type { EntityFormContext } from './EntityFormContext';

/**
 * A text typed through a named mask (`ui:options.mask`: cpf, cnpj, phone, cep), formatted as typed by
 * the same applyMask the form fields use; the value's check is the schema's format. A CEP with
 * `ui:options.lookup` (an address's) offers "Buscar CEP", which fills the address through the form's
 * lookupCep; the lookup's outcome (filled, not found, provider unreachable) is said under the field.
 */
export function MaskedTextWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { BaseInputTemplate } = props.registry.templates;
  const { mask, inputMode, lookup } = props.options as {
    mask: string;
    inputMode?: string;
    lookup?: string;
  };
  const context = props.registry.formContext as EntityFormContext | undefined;
  const [outcome, setOutcome] = useState<string>();
  const [busy, setBusy] = useState(false);
  const value = typeof props.value === 'string' ? props.value : '';
  const canLookup = !!lookup && !!context?.lookupCep && !props.readonly && !props.disabled;

  const search = async () => {
    if (!isValidCep(value)) {
      setOutcome(t('entityPages.cep.invalid'));
      return;
    }
    setBusy(true);
    setOutcome(undefined);
    try {
      setOutcome(await context!.lookupCep!(lookup!, value));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <BaseInputTemplate
        {...props}
        onChange={(text: unknown) => {
          const masked = typeof text === 'string' ? applyMask(mask, text) : '';
          props.onChange(masked === '' ? props.options.emptyValue : masked);
        }}
        slotProps={{
          htmlInput: { inputMode },
          ...(canLookup
            ? {
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Button size="small" onClick={() => void search()} disabled={busy}>
                        {t('entityPages.cep.search')}
                      </Button>
                    </InputAdornment>
                  ),
                },
              }
            : {}),
        }}
      />
      {outcome && (
        <FormHelperText id={`${props.id}__cep`} role="status">
          {outcome}
        </FormHelperText>
      )}
    </>
  );
}
