import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import type { FormSummary } from './FormSummary';

export type FormAction = 'clone' | 'move' | 'permissions' | 'archive' | 'delete' | 'unarchive' | 'restore';

/**
 * The actions of one form in the list: edit and fill as links, the rest in a menu (clone, move,
 * permissions, archive, delete; unarchive or restore on the archived page).
 */
export function FormRowActions(props: {
  form: FormSummary;
  canEdit: boolean;
  onAction(action: FormAction, form: FormSummary): void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { form } = props;
  const actions: FormAction[] =
    form.state === 'active'
      ? ['clone', 'move', 'permissions', 'archive', 'delete']
      : form.state === 'archived'
        ? ['unarchive', 'delete']
        : ['restore'];
  const run = (action: FormAction) => () => {
    setAnchor(null);
    props.onAction(action, form);
  };
  return (
    <>
      {form.state === 'active' && (
        <IconButton
          component={RouterLink}
          to={`/form/view/${form.id}`}
          aria-label={t('forms.list.fillNamed', { name: form.name })}
        >
          <PlayArrowOutlined />
        </IconButton>
      )}
      {form.state === 'active' && props.canEdit && (
        <IconButton
          component={RouterLink}
          to={`/form/edit/${form.id}`}
          aria-label={t('forms.list.editNamed', { name: form.name })}
        >
          <EditOutlined />
        </IconButton>
      )}
      {props.canEdit && (
        <>
          <IconButton
            aria-label={t('forms.list.moreNamed', { name: form.name })}
            aria-haspopup="menu"
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <MoreVert />
          </IconButton>
          <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            {actions.map((action) => (
              <MenuItem
                key={action}
                onClick={run(action)}
                sx={action === 'delete' ? { color: 'error.main' } : undefined}
              >
                {t(`forms.list.actions.${action}`)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </>
  );
}
