import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { LimitEntry } from '../../../runtime/access/AccessContext';
import { checkLimit } from '../../../runtime/plans/checkLimit';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageHeader } from '../../components/PageHeader';
import { UpsellDialog } from '../../components/UpsellDialog';
import { useCommandData } from '../../hooks/useCommandData';
import { useNotify } from '../../hooks/useNotify';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';
import type { ScreenProps } from '../ScreenProps';
import type { RoleSummary } from '../../components/permissions/RoleSummary';

/**
 * The company's roles: the four company-wide groups (158–161, read-only) and the custom ones. A new role
 * is checked against the plan's `roles` limit first; when reached, the limit toast and the upsell show.
 */
export function PermissionsScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { command } = useRuntime();
  const notify = useNotify();
  const navigate = useNavigate();
  const companyId = useSession((s) => s.user?.companyId ?? 0);
  const { data } = useCommandData<{ GRUPOS: RoleSummary[] }>('ConsultarGruposUsuario');
  const [upsell, setUpsell] = useState<LimitEntry | undefined>(undefined);
  const [checking, setChecking] = useState(false);

  const create = async () => {
    setChecking(true);
    const { hasLimit, limit } = await checkLimit(command, companyId, 'ROLES');
    setChecking(false);
    if (hasLimit) return void navigate('/permissions/new');
    notify('error', t('errors.PLAN_LIMIT_REACHED'));
    setUpsell(limit ?? {});
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('permissions.intro')}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => void create()} disabled={checking}>
            {t('permissions.newRole')}
          </Button>
        }
      />
      {!data ? (
        <FullPageSpinner />
      ) : (
        <Card>
          <Table aria-label={t('permissions.listLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('permissions.role')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('permissions.type')}
                </TableCell>
                <TableCell align="right">{t('permissions.staff')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.GRUPOS.map((role) => (
                <TableRow key={role.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/permissions/${role.id}`} sx={{ fontWeight: 600 }}>
                      {role.name}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t(role.editable ? 'permissions.custom' : 'permissions.builtIn')}
                    />
                  </TableCell>
                  <TableCell align="right">{role.staffCount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      <UpsellDialog
        open={upsell !== undefined}
        limitKey="roles"
        limit={upsell}
        onClose={() => setUpsell(undefined)}
      />
    </>
  );
}
