import FolderOutlined from '@mui/icons-material/FolderOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '../../hooks/useTranslation';
import type { LibrarySummary } from '../../components/library/LibrarySummary';

/** Libraries as an indented tree (sub-libraries under their parent), the selected one marked. */
export function LibraryTree(props: {
  libraries: LibrarySummary[];
  selected: number | null;
  onSelect(id: number): void;
}) {
  const { t } = useTranslation();
  const byParent = new Map<number | null, LibrarySummary[]>();
  const ids = new Set(props.libraries.map((l) => l.id));
  for (const library of props.libraries) {
    // A sub-library whose parent the user cannot see is shown at the top.
    const parent = library.parentId !== null && ids.has(library.parentId) ? library.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), library]);
  }
  const rows: Array<{ library: LibrarySummary; depth: number }> = [];
  const walk = (parent: number | null, depth: number) => {
    for (const library of byParent.get(parent) ?? []) {
      rows.push({ library, depth });
      if (depth < 20) walk(library.id, depth + 1);
    }
  };
  walk(null, 0);
  return (
    <List dense aria-label={t('libraryPages.tree')}>
      {rows.map(({ library, depth }) => (
        <ListItem key={library.id} disablePadding>
          <ListItemButton
            selected={props.selected === library.id}
            aria-current={props.selected === library.id ? 'true' : undefined}
            onClick={() => props.onSelect(library.id)}
            sx={{ pl: 1 + depth * 2.5, borderRadius: 1 }}
          >
            <ListItemIcon sx={{ minWidth: 34 }}>
              {library.restricted ? (
                <LockOutlined fontSize="small" titleAccess={t('libraryPages.restricted')} />
              ) : (
                <FolderOutlined fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={library.name}
              secondary={t('libraryPages.fileCount', { count: library.fileCount })}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
