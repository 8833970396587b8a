import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Add from '@mui/icons-material/Add';
import DragIndicator from '@mui/icons-material/DragIndicator';
import MoreVert from '@mui/icons-material/MoreVert';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { FormGroup } from '../../../runtime/forms/FormModel';

/** One group in the builder: drag handle, name and flags, settings, add field, and its sortable fields. */
export function GroupCard(props: {
  group: FormGroup;
  index: number;
  count: number;
  active: boolean;
  invalid: boolean;
  children: ReactNode;
  onActivate(): void;
  onAddField(): void;
  onSettings(): void;
  onClone(): void;
  onMove(to: number): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const { group, index } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const sortable = useSortable({ id: `g:${group.id}`, data: { kind: 'group' } });
  const close = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <Paper
      ref={sortable.setNodeRef}
      component="section"
      aria-label={t('forms.editor.groupNamed', { name: group.name })}
      variant="outlined"
      onFocusCapture={props.onActivate}
      onClick={props.onActivate}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      sx={{
        p: { xs: 1, sm: 1.5 },
        borderColor: props.invalid ? 'error.main' : props.active ? 'primary.main' : 'divider',
        borderWidth: props.active ? 2 : 1,
        opacity: sortable.isDragging ? 0.6 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <IconButton
          ref={sortable.setActivatorNodeRef}
          size="small"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={t('forms.editor.dragGroup', { name: group.name })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" noWrap sx={{ fontWeight: 600 }}>
            {group.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {group.required && <Chip size="small" label={t('forms.editor.group.requiredChip')} />}
            {group.repeatable && (
              <Chip
                size="small"
                label={t('forms.editor.group.repeatableChip', { max: group.maxCopies ?? '∞' })}
              />
            )}
            {group.rules && <Chip size="small" label={t('forms.editor.conditional')} />}
          </Box>
        </Box>
        <IconButton
          size="small"
          aria-label={t('forms.editor.group.settingsNamed', { name: group.name })}
          onClick={props.onSettings}
        >
          <SettingsOutlined fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('forms.editor.moreNamed', { name: group.name })}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreVert fontSize="small" />
        </IconButton>
        <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
          <MenuItem onClick={close(props.onClone)}>{t('forms.editor.group.clone')}</MenuItem>
          <MenuItem disabled={index === 0} onClick={close(() => props.onMove(index - 1))}>
            {t('forms.editor.moveUp')}
          </MenuItem>
          <MenuItem disabled={index === props.count - 1} onClick={close(() => props.onMove(index + 1))}>
            {t('forms.editor.moveDown')}
          </MenuItem>
          <MenuItem onClick={close(props.onDelete)} sx={{ color: 'error.main' }}>
            {t('forms.editor.group.delete')}
          </MenuItem>
        </Menu>
      </Box>
      <SortableContext items={group.fields.map((f) => `f:${f.id}`)} strategy={verticalListSortingStrategy}>
        <Box
          component="ul"
          sx={{ m: 0, p: 0, display: 'grid', gap: 0.75, minHeight: 8, gridTemplateColumns: 'minmax(0, 1fr)' }}
        >
          {props.children}
        </Box>
      </SortableContext>
      {group.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('forms.editor.group.empty')}
        </Typography>
      )}
      <Button size="small" startIcon={<Add />} onClick={props.onAddField} sx={{ mt: 1 }}>
        {t('forms.editor.group.addField')}
      </Button>
    </Paper>
  );
}
