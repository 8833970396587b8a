import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import type { ExportTemplate } from '../../../runtime/pdf/PdfLayout';

/**
 * One export template in the form editor's list: the default radio with its name, its kind, and rename,
 * clone, delete; a PDF template links to its layout editor (`layoutPath`), or says to save first
 * (`layoutPath` null) when the stored version does not have it yet; an Excel template opens the
 * spreadsheet-to-PDF preview (`onPreviewSpreadsheet`).
 */
export function ExportTemplateRow(props: {
  template: ExportTemplate;
  /** undefined: the layout editor is not available to the user (or not built). */
  layoutPath: string | null | undefined;
  onRename(): void;
  onClone(): void;
  onDelete(): void;
  onPreviewSpreadsheet(): void;
}) {
  const { t } = useTranslation();
  const { template } = props;
  return (
    <Box
      component="li"
      aria-label={template.name}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <FormControlLabel
        value={template.id}
        control={<Radio />}
        label={template.name}
        sx={{ flex: '1 1 12rem', minWidth: 0, mr: 0, wordBreak: 'break-word' }}
      />
      <Chip size="small" label={t(`exportTemplates.kinds.${template.kind}`)} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton
          aria-label={t('exportTemplates.rename', { name: template.name })}
          onClick={props.onRename}
        >
          <EditOutlined />
        </IconButton>
        <IconButton aria-label={t('exportTemplates.clone', { name: template.name })} onClick={props.onClone}>
          <ContentCopy />
        </IconButton>
        <IconButton
          aria-label={t('exportTemplates.delete', { name: template.name })}
          onClick={props.onDelete}
        >
          <DeleteOutline />
        </IconButton>
        {template.kind === 'pdf' && props.layoutPath && (
          <Button
            component={RouterLink}
            to={props.layoutPath}
            size="small"
            variant="outlined"
            aria-label={t('exportTemplates.editLayoutOf', { name: template.name })}
          >
            {t('exportTemplates.editLayout')}
          </Button>
        )}
        {template.kind === 'excel' && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<PictureAsPdfOutlined />}
            onClick={props.onPreviewSpreadsheet}
            aria-label={t('exportTemplates.previewSpreadsheetOf', { name: template.name })}
          >
            {t('exportTemplates.previewSpreadsheet')}
          </Button>
        )}
      </Box>
      {template.kind === 'pdf' && props.layoutPath === null && (
        <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {t('exportTemplates.saveToEditLayout')}
        </Typography>
      )}
    </Box>
  );
}
