import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import type { EntityMeta } from '../../../runtime/entities/EntityMeta';
import type { EntityPaths } from '../../hooks/useEntityPaths';
import type { EntityListRow } from './EntityListRow';

/** A row's clone, edit and delete buttons, named after the record; a click here does not open the row. */
export function EntityRowActions(props: {
  entity: EntityMeta;
  paths: EntityPaths;
  row: EntityListRow;
  onDelete(row: EntityListRow): void;
}) {
  const { t } = useTranslation();
  const { entity, paths, row } = props;
  const name = String(row[entity.titleField] ?? row.id);
  return (
    <Box onClick={(e) => e.stopPropagation()}>
      {entity.clone && paths.new && (
        <IconButton
          size="small"
          aria-label={`${t('entityPages.clone')} ${name}`}
          component={RouterLink}
          to={`${paths.new}?from=${row.id}`}
        >
          <ContentCopy fontSize="small" />
        </IconButton>
      )}
      {paths.edit && (
        <IconButton
          size="small"
          aria-label={`${t('entityPages.edit')} ${name}`}
          component={RouterLink}
          to={paths.edit(row.id)}
        >
          <Edit fontSize="small" />
        </IconButton>
      )}
      <IconButton
        size="small"
        aria-label={`${t('entityPages.delete')} ${name}`}
        onClick={() => props.onDelete(row)}
      >
        <Delete fontSize="small" />
      </IconButton>
    </Box>
  );
}
