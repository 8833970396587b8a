import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { formErrorMessage } from '../../../runtime/forms/formErrorMessage';
import type { FormGroup } from '../../../runtime/forms/FormModel';
import { FieldSlot } from './FieldSlot';
import { useFieldSnapshot } from './useFieldSnapshot';
import { useFillContext } from './useFillContext';

/** How many copies a repeatable group's values hold (at least one). */
function copiesIn(group: FormGroup, read: (id: string) => unknown): number {
  let copies = 1;
  for (const field of group.fields) {
    const value = read(field.id);
    if (field.type !== 'table' && Array.isArray(value)) copies = Math.max(copies, value.length);
  }
  return copies;
}

/**
 * A group of the form: its heading (with the required-group note), its fields, gone while a rule hides
 * it, with the filler's `note` (e.g. read-only in this workflow step); a repeatable group shows its copies with add (up to maxCopies) and remove. A table of a repeatable
 * group belongs to the group, not to a copy: it shows once, in the first copy.
 */
export const GroupView = memo(function GroupView(props: { group: FormGroup; note?: string }) {
  const { t } = useTranslation();
  const { store, readOnly, idPrefix = '' } = useFillContext();
  const { group } = props;
  const snapshot = useFieldSnapshot(group.id);
  const [copies, setCopies] = useState(() =>
    group.repeatable ? copiesIn(group, (id) => store.engine.getValue(id)) : 1,
  );
  if (!snapshot.visible) return null;
  const headingId = `${idPrefix}group-${group.id}`;
  const full = group.maxCopies !== undefined && copies >= group.maxCopies;
  const removeCopy = (copy: number) => {
    for (const field of group.fields) {
      const value = store.engine.getValue(field.id);
      if (field.type === 'table' || !Array.isArray(value)) continue;
      store.setValue(
        field.id,
        value.filter((_v, i) => i !== copy),
      );
    }
    setCopies((n) => Math.max(1, n - 1));
  };
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      // Off-screen groups skip layout and paint until scrolled to (long forms).
      sx={{ p: { xs: 1.5, sm: 2.5 }, contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' }}
    >
      <Typography id={headingId} tabIndex={-1} variant="h2" component="h2" sx={{ fontSize: 20, mb: 0.5 }}>
        {group.name}
      </Typography>
      {props.note && (
        <Typography variant="body2" color="text.secondary">
          {props.note}
        </Typography>
      )}
      {group.required && (
        <Typography variant="body2" color="text.secondary">
          {t('forms.fill.groupRequired')}
        </Typography>
      )}
      {snapshot.errors.map((error, i) => (
        <FormHelperText key={i} error>
          {formErrorMessage(error, t)}
        </FormHelperText>
      ))}
      {Array.from({ length: copies }, (_v, copy) => (
        <Box
          key={copy}
          role={group.repeatable ? 'group' : undefined}
          aria-label={group.repeatable ? t('forms.fill.copy', { copy: copy + 1 }) : undefined}
          sx={{
            display: 'grid',
            gap: 2.5,
            mt: 2,
            ...(group.repeatable && { borderTop: copy ? 1 : 0, borderColor: 'divider', pt: copy ? 2 : 0 }),
          }}
        >
          {group.repeatable && (
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle2">{t('forms.fill.copy', { copy: copy + 1 })}</Typography>
              {!readOnly && copies > 1 && (
                <IconButton
                  aria-label={t('forms.fill.removeCopy', { copy: copy + 1 })}
                  onClick={() => removeCopy(copy)}
                >
                  <Delete />
                </IconButton>
              )}
            </Box>
          )}
          {group.fields.map((field) =>
            group.repeatable && field.type === 'table' ? (
              copy === 0 && <FieldSlot key={field.id} field={field} />
            ) : (
              <FieldSlot key={field.id} field={field} copy={group.repeatable ? copy : undefined} />
            ),
          )}
        </Box>
      ))}
      {group.repeatable && !readOnly && (
        <Button startIcon={<Add />} sx={{ mt: 2 }} disabled={full} onClick={() => setCopies((n) => n + 1)}>
          {t('forms.fill.addCopy')}
        </Button>
      )}
    </Card>
  );
});
