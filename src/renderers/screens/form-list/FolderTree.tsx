import FolderOutlined from '@mui/icons-material/FolderOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '../../hooks/useTranslation';
import { folderTreeRows } from '../../components/folders/folderTreeRows';
import type { FolderSummary } from '../../components/folders/FolderSummary';

const restricted = (f: FolderSummary) =>
  f.permissions.roles.length + f.permissions.squads.length + f.permissions.employees.length > 0;

/** The folders as an indented tree under the root ("Formulários"), the selected one marked. */
export function FolderTree(props: {
  folders: FolderSummary[];
  selected: number | null;
  counts: Map<number | null, number>;
  onSelect(id: number | null): void;
}) {
  const { t } = useTranslation();
  const item = (id: number | null, name: string, depth: number, icon: React.ReactNode) => (
    <ListItem key={id ?? 'root'} disablePadding>
      <ListItemButton
        selected={props.selected === id}
        aria-current={props.selected === id ? 'true' : undefined}
        onClick={() => props.onSelect(id)}
        sx={{ pl: 1 + depth * 2, borderRadius: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 34 }}>{icon}</ListItemIcon>
        <ListItemText
          primary={name}
          secondary={t('forms.list.formCount', { count: props.counts.get(id) ?? 0 })}
          slotProps={{ primary: { noWrap: true } }}
        />
      </ListItemButton>
    </ListItem>
  );
  return (
    <List dense aria-label={t('forms.list.folders')}>
      {item(null, t('forms.list.root'), 0, <HomeOutlined fontSize="small" />)}
      {folderTreeRows(props.folders).map(({ folder, depth }) =>
        item(
          folder.id,
          folder.name,
          depth + 1,
          restricted(folder) ? (
            <LockOutlined fontSize="small" titleAccess={t('forms.list.restricted')} />
          ) : (
            <FolderOutlined fontSize="small" />
          ),
        ),
      )}
    </List>
  );
}
