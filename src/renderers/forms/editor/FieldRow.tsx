import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { FormField, FormGroup } from '../../../runtime/forms/FormModel';

/** One field in the builder: drag handle, name, id and type, edit button and a menu of the other actions. */
export function FieldRow(props: {
  field: FormField;
  group: FormGroup;
  index: number;
  groups: FormGroup[];
  invalid: boolean;
  onEdit(): void;
  onClone(): void;
  onMove(to: number): void;
  onMoveToGroup(groupId: string): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const { field, index } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const sortable = useSortable({ id: `f:${field.id}`, data: { kind: 'field', groupId: props.group.id } });
  const close = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <Box
      ref={sortable.setNodeRef}
      component="li"
      aria-label={field.name}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        py: 0.5,
        px: 0.5,
        borderRadius: 1,
        border: 1,
        borderColor: props.invalid ? 'error.main' : 'divider',
        bgcolor: 'background.paper',
        opacity: sortable.isDragging ? 0.6 : 1,
        listStyle: 'none',
      }}
    >
      <IconButton
        ref={sortable.setActivatorNodeRef}
        size="small"
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t('forms.editor.dragField', { name: field.name })}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {field.name}
          {field.required ? ' *' : ''}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0, maxWidth: '100%' }}>
            {t(`fieldTypes.${field.type}`)} · {field.id}
          </Typography>
          {field.rules && <Chip size="small" label={t('forms.editor.conditional')} sx={{ height: 18 }} />}
          {props.invalid && (
            <Chip size="small" color="error" label={t('forms.editor.invalid')} sx={{ height: 18 }} />
          )}
        </Box>
      </Box>
      <IconButton
        size="small"
        aria-label={t('forms.editor.editNamed', { name: field.name })}
        onClick={props.onEdit}
      >
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('forms.editor.moreNamed', { name: field.name })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={close(props.onClone)}>{t('forms.editor.clone')}</MenuItem>
        <MenuItem disabled={index === 0} onClick={close(() => props.onMove(index - 1))}>
          {t('forms.editor.moveUp')}
        </MenuItem>
        <MenuItem
          disabled={index === props.group.fields.length - 1}
          onClick={close(() => props.onMove(index + 1))}
        >
          {t('forms.editor.moveDown')}
        </MenuItem>
        {props.groups
          .filter((g) => g.id !== props.group.id)
          .map((g) => (
            <MenuItem key={g.id} onClick={close(() => props.onMoveToGroup(g.id))}>
              {t('forms.editor.moveToGroup', { name: g.name })}
            </MenuItem>
          ))}
        <MenuItem onClick={close(props.onDelete)} sx={{ color: 'error.main' }}>
          {t('forms.editor.delete')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
