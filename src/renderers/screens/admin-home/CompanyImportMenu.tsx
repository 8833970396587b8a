import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { useRuntime } from '../../hooks/useRuntime';

/** The screens of the admin's bulk pages (/admin/company/{id}/<what>/create_multiple). */
const BULK_SCREENS = ['entity-create-multiple', 'admin-employee-create-multiple'];

/**
 * A company's bulk pages (admin routes of the bulk screens, from metadata/routes.json: a new one appears
 * here with no code), named by their entity or by `admin.importPages.<route name>`.
 */
export function CompanyImportMenu(props: { companyId: number; companyName: string }) {
  const { t } = useTranslation();
  const { metadata } = useRuntime();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pages = metadata.routes.filter(
    (r) =>
      r.admin &&
      BULK_SCREENS.includes(r.screen) &&
      r.path.includes(':id') &&
      (r.entity || r.screen !== 'entity-create-multiple'),
  );
  if (!pages.length) return null;
  const menuId = `import-${props.companyId}`;
  return (
    <>
      <Button
        size="small"
        startIcon={<UploadFile />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('admin.importFor', { company: props.companyName })}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('admin.import')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {pages.map((route) => (
          <MenuItem
            key={route.name}
            component={RouterLink}
            to={route.path.replace(':id', String(props.companyId))}
            onClick={() => setAnchor(null)}
          >
            {route.entity
              ? t(metadata.entities[route.entity]?.pluralLabel ?? route.title)
              : t(`admin.importPages.${route.name}`, { defaultValue: t(route.title) })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
