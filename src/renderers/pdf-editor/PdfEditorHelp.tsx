import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '../hooks/useTranslation';

/** The help's topics, in the order a first visit needs them. */
const TOPICS = ['drag', 'fields', 'width', 'bands', 'page', 'rules', 'keys', 'save'] as const;

/**
 * The PDF editor's onboarding help (spec 001 §3): what the page, the palette, the bands, the page
 * settings and the styling rules do, and the keyboard. Opens on the first visit and from the help button.
 *
 * @example <PdfEditorHelp open={help} onClose={closeHelp} />
 */
export function PdfEditorHelp(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="pdf-help-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="pdf-help-title">{t('pdfEditor.help.title')}</DialogTitle>
      <DialogContent>
        <List dense>
          {TOPICS.map((topic) => (
            <ListItem key={topic} disableGutters>
              <ListItemText
                primary={t(`pdfEditor.help.${topic}.title`)}
                secondary={t(`pdfEditor.help.${topic}.text`)}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={props.onClose}>
          {t('pdfEditor.help.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
