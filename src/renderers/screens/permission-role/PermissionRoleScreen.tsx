import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Level } from '../../../runtime/access/Level';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import { TextInput } from '../../components/TextInput';
import { useCommandData } from '../../hooks/useCommandData';
import { useNotify } from '../../hooks/useNotify';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import type { RoleSummary } from '../../components/permissions/RoleSummary';
import { DeleteRoleDialog } from './DeleteRoleDialog';
import { LevelChoice } from '../../components/permissions/LevelChoice';

interface RoleDetail {
  id: number;
  name: string;
  type: 'E' | 'G';
  levels: Record<string, Level>;
  staff: { userId: number; name: string; email: string }[];
}

/**
 * One role: its name and a level per functionality, grouped by the spec's permission categories. The
 * company-wide roles (158–161) are shown read-only; custom roles are saved with SalvarGrupoPermissoes and
 * deleted with ExcluirGrupoPermissoes (moving their staff to another role first).
 */
export function PermissionRoleScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  const { command, metadata } = useRuntime();
  const notify = useNotify();
  const navigate = useNavigate();
  const roleId = props.params.roleId ?? 'new';
  const isNew = roleId === 'new';
  const { data, notFound } = useCommandData<{ GRUPO: RoleDetail }>(
    'ConsultarGrupoPermissoes',
    { ID: roleId },
    isNew,
    { showsNotFound: true },
  );
  const { data: list } = useCommandData<{ GRUPOS: RoleSummary[] }>('ConsultarGruposUsuario');
  const codes = useMemo(
    () => metadata.functionalities.filter((f) => !f.neverActive),
    [metadata.functionalities],
  );
  const [name, setName] = useState('');
  const [levels, setLevels] = useState<Record<string, Level>>({});
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (isNew) setLevels(Object.fromEntries(codes.map((f) => [f.code, 'VIEW' as Level])));
    else if (data) {
      setName(data.GRUPO.name);
      setLevels(data.GRUPO.levels);
    }
  }, [isNew, data, codes]);

  if (notFound) return <NotFound back="/permissions" />;
  if (!isNew && !data) return <FullPageSpinner />;
  const editable = isNew || data?.GRUPO.type === 'G';
  const staff = data?.GRUPO.staff ?? [];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!name.trim()) return;
    setBusy(true);
    try {
      const answer = await command<{ GRUPO: { id: number } }>(
        'SalvarGrupoPermissoes',
        { ...(isNew ? {} : { ID: roleId }), NAME: name.trim(), LEVELS: levels },
        { silentOnSuccess: true },
      );
      notify('success', t('permissions.saved'));
      if (isNew) void navigate(`/permissions/${answer.GRUPO.id}`, { replace: true });
    } catch {
      // The adapter showed why (a reached roles limit included).
    } finally {
      setBusy(false);
    }
  };

  const remove = async (moveToId: number | undefined) => {
    setBusy(true);
    try {
      await command(
        'ExcluirGrupoPermissoes',
        { ID: roleId, ...(moveToId ? { MOVE_TO_ID: moveToId } : {}) },
        { silentOnSuccess: true },
      );
      notify('success', t('permissions.deleted'));
      void navigate('/permissions', { replace: true });
    } catch {
      setBusy(false);
    }
  };

  const heading = isNew ? t('permissions.newRole') : (data?.GRUPO.name ?? '');
  return (
    <Box component="form" onSubmit={save} noValidate>
      <PageHeader
        title={heading}
        actions={
          <Button component={RouterLink} to="/permissions">
            {t('common.back')}
          </Button>
        }
      />
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('permissions.readOnly')}
        </Alert>
      )}
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <TextInput
            label={t('permissions.roleName')}
            name="roleName"
            required
            readOnly={!editable}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={submitted && !name.trim()}
            helperText={submitted && !name.trim() ? t('errors.REQUIRED_FIELD') : undefined}
          />
          {!isNew && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('permissions.staffCount', { count: staff.length })}
            </Typography>
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="levels-title" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h2" id="levels-title" sx={{ mb: 1 }}>
            {t('permissions.levels')}
          </Typography>
          {codes.map((f) => (
            <LevelChoice
              key={f.code}
              label={t(`categories.${f.category}`)}
              toggle={f.toggle}
              disabled={!editable}
              value={levels[f.code] ?? 'DISABLE'}
              onChange={(level) => setLevels((l) => ({ ...l, [f.code]: level }))}
            />
          ))}
        </CardContent>
      </Card>
      {editable && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('common.save')}
          </Button>
          {!isNew && (
            <Button color="error" variant="outlined" onClick={() => setDeleting(true)} disabled={busy}>
              {t('permissions.delete')}
            </Button>
          )}
        </Box>
      )}
      {!isNew && data && (
        <DeleteRoleDialog
          open={deleting}
          roleName={data.GRUPO.name}
          staffCount={staff.length}
          otherRoles={(list?.GRUPOS ?? []).filter((r) => r.id !== data.GRUPO.id)}
          busy={busy}
          onCancel={() => setDeleting(false)}
          onConfirm={(moveTo) => void remove(moveTo)}
        />
      )}
    </Box>
  );
}
