import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import type { FieldTypeId } from '../../../runtime/forms/FIELD_TYPE_IDS';
import { FIELD_FAMILIES } from '../fieldTypes/FIELD_FAMILIES';
import type { FieldTypeCatalogue } from '../fieldTypes/FieldTypeMeta';

/** The "create fields" palette: every field type, grouped by family, labelled from its metadata. */
export function FieldPalette(props: { types: FieldTypeCatalogue; onAdd(type: FieldTypeId): void }) {
  const { t } = useTranslation();
  const all = Object.values(props.types);
  return (
    <Box component="section" aria-label={t('forms.editor.palette')} sx={{ display: 'grid', gap: 1.5 }}>
      {FIELD_FAMILIES.map((family) => {
        const types = all.filter((type) => type.family === family);
        if (types.length === 0) return null;
        return (
          <Box key={family} role="group" aria-labelledby={`palette-${family}`}>
            <Typography id={`palette-${family}`} variant="overline" color="text.secondary" component="h3">
              {t(`forms.editor.families.${family}`)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {types.map((type) => (
                <Button
                  key={type.id}
                  size="small"
                  variant="outlined"
                  startIcon={<Add fontSize="small" />}
                  aria-label={t('forms.editor.addType', { type: t(type.label) })}
                  onClick={() => props.onAdd(type.id)}
                  sx={{ textTransform: 'none' }}
                >
                  {t(type.label)}
                </Button>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
