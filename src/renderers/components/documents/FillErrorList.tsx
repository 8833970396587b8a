import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { forwardRef } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { FormError } from '../../../runtime/forms/FormError';
import { formErrorMessage } from '../../../runtime/forms/formErrorMessage';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { focusError } from './focusError';

/**
 * The errors that stop a document from being finished, each named by its field and a link that takes
 * the focus there.
 */
export const FillErrorList = forwardRef<HTMLDivElement, { model: FormModel; errors: FormError[] }>(
  function FillErrorList(props, ref) {
    const { t } = useTranslation();
    const names = new Map<string, string>();
    for (const group of props.model.groups) {
      names.set(group.id, group.name);
      for (const field of group.fields) names.set(field.id, field.name);
    }
    return (
      <Alert severity="error" ref={ref} tabIndex={-1} sx={{ mb: 2 }}>
        <AlertTitle>{t('forms.fill.errorsTitle', { count: props.errors.length })}</AlertTitle>
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {props.errors.map((error, i) => (
            <li key={i}>
              <Link
                component="button"
                type="button"
                onClick={() => focusError(error)}
                sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
              >
                {names.get(error.fieldId ?? error.groupId ?? '') ?? ''}
                {error.copy !== undefined ? ` (${t('forms.fill.copy', { copy: error.copy + 1 })})` : ''}
              </Link>
              {': '}
              {formErrorMessage(error, t)}
            </li>
          ))}
        </ul>
      </Alert>
    );
  },
);
