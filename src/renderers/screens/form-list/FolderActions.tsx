import MoreVert from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { FolderSummary } from '../../components/folders/FolderSummary';

export type FolderAction = 'subfolder' | 'edit' | 'permissions' | 'delete';

/** The selected folder's menu: new subfolder, rename or move, permissions, delete. */
export function FolderActions(props: { folder: FolderSummary; onAction(action: FolderAction): void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action: FolderAction) => () => {
    setAnchor(null);
    props.onAction(action);
  };
  return (
    <>
      <Button
        size="small"
        endIcon={<MoreVert />}
        aria-haspopup="menu"
        aria-label={t('forms.list.folderActionsNamed', { name: props.folder.name })}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('forms.list.folderActions')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run('subfolder')}>{t('forms.list.newSubfolder')}</MenuItem>
        <MenuItem onClick={run('edit')}>{t('forms.list.editFolder')}</MenuItem>
        <MenuItem onClick={run('permissions')}>{t('forms.list.folderPermissions')}</MenuItem>
        <MenuItem onClick={run('delete')} sx={{ color: 'error.main' }}>
          {t('forms.list.deleteFolder')}
        </MenuItem>
      </Menu>
    </>
  );
}
