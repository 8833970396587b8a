import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import PersonSearch from '@mui/icons-material/PersonSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { TaskDownloadsMenu } from '../../components/downloads';

/**
 * The mass actions over the selected tasks: downloads for every user who sees the list; edit, change
 * responsible (open tasks only) and delete for task editors.
 */
export function SelectionToolbar(props: {
  ids: number[];
  /** Task editors (TASK EDIT) may change and delete; everybody may download. */
  canEdit: boolean;
  /** Mass edit applies to open tasks; the history tab offers delete only. */
  editable: boolean;
  onEdit(): void;
  onChangeResponsible(): void;
  onDelete(): void;
  onClear(): void;
}) {
  const { t } = useTranslation();
  const count = props.ids.length;
  return (
    <Box
      role="toolbar"
      aria-label={t('taskList.massActions')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        p: 1,
        mb: 1,
        borderRadius: 1,
        bgcolor: 'action.selected',
      }}
    >
      <Typography sx={{ fontWeight: 500, mr: 1 }} role="status">
        {t('taskList.selected', { count })}
      </Typography>
      <TaskDownloadsMenu ids={props.ids} />
      {props.canEdit && props.editable && (
        <>
          <Button size="small" startIcon={<Edit />} onClick={props.onEdit}>
            {t('taskList.massEdit.open')}
          </Button>
          <Button size="small" startIcon={<PersonSearch />} onClick={props.onChangeResponsible}>
            {t('taskList.massEdit.responsibleOpen')}
          </Button>
        </>
      )}
      {props.canEdit && (
        <Button size="small" color="error" startIcon={<Delete />} onClick={props.onDelete}>
          {t('taskList.delete.open')}
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      <Button size="small" onClick={props.onClear}>
        {t('taskList.clearSelection')}
      </Button>
    </Box>
  );
}
