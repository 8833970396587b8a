import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { canAccess } from '../../../runtime/access/canAccess';
import { isNotFoundError } from '../../../runtime/errors/isNotFoundError';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import { PasswordField } from '../../components/PasswordField';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useNotify } from '../../hooks/useNotify';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import { PortalImageInput } from './PortalImageInput';
import { PortalQrCode } from './PortalQrCode';
import { useBlobUrl } from '../../components/files/useBlobUrl';

/** A portal as ConsultarPortalCliente and SalvarPortalCliente answer it. */
export interface PortalSettings {
  enabled: boolean;
  link: string | null;
  hasPassword: boolean;
  accentColor: string;
  showExtraContacts: boolean;
  allowActivityDetails: boolean;
  allowPdfDownload: boolean;
  hasBanner: boolean;
  hasLogo: boolean;
  imageVersion: number;
}

type ImageState = { file: File } | 'remove' | null;

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={props.id} sx={{ p: 2 }}>
      <Typography id={props.id} variant="h2" component="h2" sx={{ fontSize: 18, mb: 2 }}>
        {props.title}
      </Typography>
      {props.children}
    </Card>
  );
}

/**
 * /client/center/:id: a client's portal. On or off, the public link with copy, new link and QR code,
 * banner and logo (photo rule), accent colour, access password, and what the portal shows. Saving
 * needs CLIENT EDIT; viewers see the settings read-only.
 */
export function ClientPortalScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { command } = useRuntime();
  const notify = useNotify();
  const canEdit = canAccess({ functionality: 'CLIENT', level: 'EDIT' }, useAccessContext()).ok;
  const id = Number(props.params.id);
  const [client, setClient] = useState<{ name: string } | null>(null);
  const [saved, setSaved] = useState<PortalSettings | null>(null);
  const [missing, setMissing] = useState(false);
  const [enabled, setEnabled] = useState(true);
  const [accent, setAccent] = useState('');
  const [password, setPassword] = useState('');
  const [removePassword, setRemovePassword] = useState(false);
  const [extraContacts, setExtraContacts] = useState(false);
  const [activityDetails, setActivityDetails] = useState(false);
  const [pdfDownload, setPdfDownload] = useState(false);
  const [banner, setBanner] = useState<ImageState>(null);
  const [logo, setLogo] = useState<ImageState>(null);
  const [savedBanner, setSavedBanner] = useState<Blob | null>(null);
  const [savedLogo, setSavedLogo] = useState<Blob | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = (portal: PortalSettings) => {
    setSaved(portal);
    setEnabled(portal.link ? portal.enabled : true);
    setAccent(portal.accentColor);
    setExtraContacts(portal.showExtraContacts);
    setActivityDetails(portal.allowActivityDetails);
    setPdfDownload(portal.allowPdfDownload);
    setPassword('');
    setRemovePassword(false);
    setBanner(null);
    setLogo(null);
  };
  useEffect(() => {
    command<{ CLIENTE: { name: string }; PORTAL: PortalSettings }>(
      'ConsultarPortalCliente',
      { ID: id },
      { silentOnSuccess: true, silentNotFound: true },
    )
      .then((answer) => {
        setClient(answer.CLIENTE);
        apply(answer.PORTAL);
      })
      .catch((error: unknown) => setMissing(isNotFoundError(error)));
  }, [command, id]);
  useEffect(() => {
    const load = async (kind: 'banner' | 'logo', has: boolean | undefined, set: (b: Blob | null) => void) => {
      if (!has) return set(null);
      const blob = await command<Blob>(
        'ConsultarImagemPortalCliente',
        { ID: id, KIND: kind, v: String(saved?.imageVersion ?? 0) },
        { responseType: 'blob', silent: true },
      ).catch(() => null);
      set(blob);
    };
    void load('banner', saved?.hasBanner, setSavedBanner);
    void load('logo', saved?.hasLogo, setSavedLogo);
  }, [command, id, saved?.hasBanner, saved?.hasLogo, saved?.imageVersion]);

  const bannerUrl = useBlobUrl(banner === 'remove' ? null : (banner?.file ?? savedBanner));
  const logoUrl = useBlobUrl(logo === 'remove' ? null : (logo?.file ?? savedLogo));

  const save = async (extra: Record<string, unknown> = {}) => {
    setBusy(true);
    try {
      const answer = await command<{ PORTAL: PortalSettings }>('SalvarPortalCliente', {
        ID: id,
        ENABLED: enabled,
        ACCENT_COLOR: accent,
        SHOW_EXTRA_CONTACTS: extraContacts,
        ALLOW_ACTIVITY_DETAILS: activityDetails,
        ALLOW_PDF_DOWNLOAD: pdfDownload,
        ...(password ? { PASSWORD: password } : removePassword ? { PASSWORD: '' } : {}),
        ...(banner === 'remove' ? { REMOVE_BANNER: true } : banner ? { BANNER: banner.file } : {}),
        ...(logo === 'remove' ? { REMOVE_LOGO: true } : logo ? { LOGO: logo.file } : {}),
        ...extra,
      });
      apply(answer.PORTAL);
    } catch {
      // The adapter already showed why.
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  const copy = async () => {
    if (!saved?.link) return;
    await navigator.clipboard?.writeText(saved.link).catch(() => undefined);
    notify('success', t('portalPages.copied'));
  };

  if (missing) return <NotFound back="/clients" />;
  if (!saved || !client) return <FullPageSpinner />;
  const locked = !canEdit || busy;
  return (
    <Box component="form" onSubmit={submit} aria-label={title}>
      <PageHeader
        title={title}
        subtitle={t('portalPages.subtitle', { name: client.name })}
        actions={
          <>
            <Button component={RouterLink} to={`/client/view/${id}`}>
              {t('portalPages.back')}
            </Button>
            {canEdit && (
              <Button type="submit" variant="contained" disabled={busy}>
                {t('portalPages.save')}
              </Button>
            )}
          </>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Section id="portal-status" title={t('portalPages.status')}>
          <FormControlLabel
            control={
              <Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} disabled={locked} />
            }
            label={t('portalPages.enabled')}
          />
          {saved.link ? (
            <Stack spacing={2} sx={{ mt: 2 }}>
              <TextField
                label={t('portalPages.link')}
                value={saved.link}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true } }}
                onFocus={(e) => e.target.select()}
              />
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Button startIcon={<ContentCopy />} onClick={() => void copy()}>
                  {t('portalPages.copy')}
                </Button>
                {canEdit && (
                  <Button onClick={() => void save({ REGENERATE_TOKEN: true })} disabled={busy}>
                    {t('portalPages.regenerate')}
                  </Button>
                )}
              </Stack>
              <PortalQrCode link={saved.link} label={t('portalPages.qr')} />
            </Stack>
          ) : (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('portalPages.noLink')}
            </Typography>
          )}
        </Section>
        <Section id="portal-access" title={t('portalPages.access')}>
          <Stack spacing={2}>
            <PasswordField
              label={t('portalPages.password')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="new-password"
              readOnly={locked}
              helperText={
                saved.hasPassword && !removePassword
                  ? t('portalPages.passwordSet')
                  : t('portalPages.passwordNone')
              }
            />
            {saved.hasPassword && canEdit && (
              <FormControlLabel
                control={
                  <Switch checked={removePassword} onChange={(e) => setRemovePassword(e.target.checked)} />
                }
                label={t('portalPages.removePassword')}
              />
            )}
            <FormControlLabel
              control={
                <Switch
                  checked={extraContacts}
                  onChange={(e) => setExtraContacts(e.target.checked)}
                  disabled={locked}
                />
              }
              label={t('portalPages.showExtraContacts')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={activityDetails}
                  onChange={(e) => setActivityDetails(e.target.checked)}
                  disabled={locked}
                />
              }
              label={t('portalPages.allowActivityDetails')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={pdfDownload}
                  onChange={(e) => setPdfDownload(e.target.checked)}
                  disabled={locked}
                />
              }
              label={t('portalPages.allowPdfDownload')}
            />
          </Stack>
        </Section>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <Section id="portal-appearance" title={t('portalPages.appearance')}>
            <Stack spacing={2}>
              <PortalImageInput
                label={t('portalPages.banner')}
                chooseLabel={t('portalPages.chooseBanner')}
                removeLabel={t('portalPages.removeBanner')}
                preview={bannerUrl}
                wide
                disabled={locked}
                onChoose={(file) => setBanner({ file })}
                onRemove={() => setBanner('remove')}
              />
              <Typography variant="body2" color="text.secondary">
                {t('portalPages.bannerHint')}
              </Typography>
              <PortalImageInput
                label={t('portalPages.logo')}
                chooseLabel={t('portalPages.chooseLogo')}
                removeLabel={t('portalPages.removeLogo')}
                preview={logoUrl}
                disabled={locked}
                onChoose={(file) => setLogo({ file })}
                onRemove={() => setLogo('remove')}
              />
              <TextField
                type="color"
                label={t('portalPages.accentColor')}
                value={accent || '#00796b'}
                onChange={(e) => setAccent(e.target.value)}
                disabled={locked}
                sx={{ maxWidth: 200 }}
              />
            </Stack>
          </Section>
        </Box>
      </Box>
    </Box>
  );
}
