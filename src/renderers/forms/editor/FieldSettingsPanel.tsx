import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { FormField, FormModel } from '../../../runtime/forms/FormModel';
import { fieldRenderers } from '../../fields/fieldRenderers';
import { FieldRenderersContext } from '../../fields/FieldRenderersContext';
import type { FieldTypeCatalogue } from '../fieldTypes/FieldTypeMeta';
import { CommonFieldSettings } from './CommonFieldSettings';
import { RuleEditor } from './RuleEditor';

/** The "edit field" panel: common settings, the type's settings renderer and the field's own rule. */
export function FieldSettingsPanel(props: {
  field: FormField | undefined;
  model: FormModel;
  types: FieldTypeCatalogue;
  onChange(field: FormField): void;
  onRefuse(message: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const field = props.field;
  const meta = field ? props.types[field.type] : undefined;
  const renderers = useContext(FieldRenderersContext) ?? fieldRenderers;
  const TypeSettings = field ? renderers[field.type]?.Settings : undefined;
  const rendererProps =
    field && meta
      ? {
          field,
          meta,
          model: props.model,
          types: props.types,
          onChange: props.onChange,
          onRefuse: props.onRefuse,
        }
      : undefined;
  return (
    <Drawer
      anchor="right"
      open={!!field}
      onClose={props.onClose}
      slotProps={{ paper: { sx: { width: { xs: '100vw', sm: 480 } } } }}
    >
      {field && rendererProps && TypeSettings && (
        <Box
          role="region"
          aria-label={t('forms.editor.fieldSettings', { name: field.name })}
          sx={{ p: 2, display: 'grid', gap: 2 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
              {t('forms.editor.editField')}
            </Typography>
            <Chip size="small" label={t(`fieldTypes.${field.type}`)} />
            <IconButton aria-label={t('forms.editor.close')} onClick={props.onClose}>
              <Close />
            </IconButton>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t('forms.editor.fieldId', { id: field.id })}
          </Typography>
          <CommonFieldSettings {...rendererProps} />
          <Divider />
          <Stack spacing={2}>
            <TypeSettings {...rendererProps} />
          </Stack>
          <Divider />
          <RuleEditor
            rule={field.rules}
            model={props.model}
            ownerIds={[field.id]}
            onChange={(rules) => {
              const next = { ...field, rules };
              if (!rules) delete next.rules;
              props.onChange(next);
            }}
          />
        </Box>
      )}
    </Drawer>
  );
}
