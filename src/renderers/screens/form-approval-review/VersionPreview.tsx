import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { HighlightMark, VersionHighlights } from '../../../runtime/formApproval/revisionHighlights';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { FormFiller } from '../../forms/fill';

const COLOURS: Record<HighlightMark, 'success' | 'error' | 'warning'> = {
  added: 'success',
  removed: 'error',
  changed: 'warning',
};

/** The outline, tint and word ("Adicionado"...) of a marked group or field. */
function markSx(theme: Theme, mark: HighlightMark, label: string) {
  const colour = theme.palette[COLOURS[mark]].main;
  return {
    position: 'relative',
    outline: `2px solid ${colour}`,
    outlineOffset: 4,
    borderRadius: 1,
    backgroundColor: `${colour}14`,
    '&::before': {
      content: JSON.stringify(label),
      display: 'inline-block',
      mb: 0.5,
      px: 0.75,
      borderRadius: 1,
      fontSize: 12,
      fontWeight: 600,
      color: theme.palette[COLOURS[mark]].contrastText,
      backgroundColor: colour,
    },
  };
}

/**
 * One version of the form, read-only as the finished document shows it (the editor's result preview),
 * its added, removed and changed groups and fields outlined and named. `idPrefix` keeps its DOM ids
 * apart from the other version's.
 */
export function VersionPreview(props: {
  title: string;
  model: FormModel;
  marks: VersionHighlights;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const { marks, idPrefix } = props;
  const headingId = `${idPrefix}title`;
  const sx = useMemo(
    () => (theme: Theme) => {
      const rules: Record<string, object> = {};
      for (const [id, mark] of marks.fields)
        rules[`& [data-field=${JSON.stringify(id)}]`] = markSx(theme, mark, t(`formApproval.review.${mark}`));
      for (const [id, mark] of marks.groups)
        rules[`& section[aria-labelledby=${JSON.stringify(`${idPrefix}group-${id}`)}]`] = markSx(
          theme,
          mark,
          t(`formApproval.review.${mark}`),
        );
      return rules;
    },
    [marks, idPrefix, t],
  );
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}
    >
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {props.title}
      </Typography>
      <Box sx={sx}>
        <FormFiller model={props.model} values={{}} readOnly idPrefix={idPrefix} />
      </Box>
    </Paper>
  );
}
