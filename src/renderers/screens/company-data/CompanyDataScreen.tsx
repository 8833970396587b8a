import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { CUSTOMISABLE_TERMS } from '../../../runtime/customization/CompanyCustomization';
import { applyMask } from '../../../runtime/validators/applyMask';
import { isValidCnpj } from '../../../runtime/validators/isValidCnpj';
import { isValidPhone } from '../../../runtime/validators/isValidPhone';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NativeSelect } from '../../components/NativeSelect';
import { PageHeader } from '../../components/PageHeader';
import { TextInput } from '../../components/TextInput';
import { useCommandData } from '../../hooks/useCommandData';
import { useNotify } from '../../hooks/useNotify';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import { CompanyFunctionalitiesCard } from './CompanyFunctionalitiesCard';
import { CompanyLogoCard } from './CompanyLogoCard';
import { SEGMENTS, type CompanyRecord } from './CompanyRecord';

type Form = Omit<CompanyRecord, 'id' | 'customization' | 'segmentId' | 'logo'> & {
  segmentId: string;
  labels: Record<string, string>;
  primaryColor: string;
  secondaryColor: string;
};

/**
 * Company data (company administrator): the company's fields, its own words for the customisable terms
 * (unit, asset) and its brand colours, saved with SalvarDadosEmpresa and applied to the whole UI; its
 * logo (an upload with a preview); and the company's functionalities.
 */
export function CompanyDataScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { command, session } = useRuntime();
  const notify = useNotify();
  const { data } = useCommandData<{ EMPRESA: CompanyRecord }>('ConsultarDadosEmpresa');
  const { data: sizes } = useCommandData<{ OPCOES: { key: string; label: string }[] }>(
    'ConsultarOpcoesQuantidadeColaboradores',
  );
  const [form, setForm] = useState<Form | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!data) return;
    const c = data.EMPRESA;
    setForm({
      name: c.name ?? '',
      cnpj: c.cnpj ?? '',
      contact: c.contact ?? '',
      phone: c.phone ?? '',
      segmentId: c.segmentId ? String(c.segmentId) : '',
      amountOfColaborators: c.amountOfColaborators ?? '',
      labels: c.customization?.labels ?? {},
      primaryColor: c.customization?.primaryColor ?? '',
      secondaryColor: c.customization?.secondaryColor ?? '',
    });
  }, [data]);

  if (!form) return <FullPageSpinner />;
  const set = (patch: Partial<Form>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const problems = {
    name: !form.name.trim() ? 'errors.REQUIRED_FIELD' : undefined,
    cnpj: form.cnpj && !isValidCnpj(form.cnpj) ? 'errors.INVALID_CNPJ' : undefined,
    phone: form.phone && !isValidPhone(form.phone) ? 'errors.INVALID_PHONE' : undefined,
  };
  const show = (key: keyof typeof problems) => (submitted && problems[key] ? t(problems[key]) : undefined);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    const labels = Object.fromEntries(Object.entries(form.labels).filter(([, v]) => v.trim()));
    try {
      await command(
        'SalvarDadosEmpresa',
        {
          DATA: {
            name: form.name.trim(),
            cnpj: form.cnpj,
            contact: form.contact,
            phone: form.phone,
            segmentId: form.segmentId ? Number(form.segmentId) : null,
            amountOfColaborators: form.amountOfColaborators || null,
            customization: {
              labels,
              ...(form.primaryColor ? { primaryColor: form.primaryColor } : {}),
              ...(form.secondaryColor ? { secondaryColor: form.secondaryColor } : {}),
            },
          },
        },
        { silentOnSuccess: true },
      );
      notify('success', t('companyData.saved'));
      await session.getState().refreshUser();
    } catch {
      // The adapter showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={title} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box component="form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 3 }}>
          <Card component="section" aria-labelledby="company-fields-title">
            <CardContent>
              <Typography variant="h2" id="company-fields-title">
                {t('companyData.company')}
              </Typography>
              <TextInput
                label={t('companyData.name')}
                name="companyName"
                required
                value={form.name}
                onChange={(e) => set({ name: e.target.value })}
                error={Boolean(show('name'))}
                helperText={show('name')}
              />
              <TextInput
                label={t('companyData.cnpj')}
                name="cnpj"
                value={form.cnpj}
                onChange={(e) => set({ cnpj: applyMask('cnpj', e.target.value) })}
                error={Boolean(show('cnpj'))}
                helperText={show('cnpj')}
              />
              <TextInput
                label={t('companyData.phone')}
                name="phone"
                type="tel"
                value={form.phone}
                onChange={(e) => set({ phone: applyMask('phone', e.target.value) })}
                error={Boolean(show('phone'))}
                helperText={show('phone')}
              />
              <TextInput
                label={t('companyData.contact')}
                name="contact"
                value={form.contact}
                onChange={(e) => set({ contact: e.target.value })}
              />
              <NativeSelect
                label={t('companyData.segment')}
                value={form.segmentId}
                onChange={(segmentId) => set({ segmentId })}
                placeholder={t('companyData.choose')}
                options={SEGMENTS.map((s) => ({ value: String(s.id), label: t(`server.segments.${s.key}`) }))}
                margin="normal"
              />
              <NativeSelect
                label={t('companyData.employees')}
                value={form.amountOfColaborators ?? ''}
                onChange={(amountOfColaborators) => set({ amountOfColaborators })}
                placeholder={t('companyData.choose')}
                options={(sizes?.OPCOES ?? []).map((o) => ({ value: o.key, label: o.label }))}
                margin="normal"
              />
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="company-terms-title">
            <CardContent>
              <Typography variant="h2" id="company-terms-title">
                {t('companyData.terms')}
              </Typography>
              <Typography color="text.secondary">{t('companyData.termsHint')}</Typography>
              {CUSTOMISABLE_TERMS.map((key) => (
                <TextInput
                  key={key}
                  label={t(`companyData.termLabels.${key.replace('terms.', '')}`, { word: t(key) })}
                  name={key}
                  value={form.labels[key] ?? ''}
                  onChange={(e) => set({ labels: { ...form.labels, [key]: e.target.value } })}
                />
              ))}
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="company-brand-title">
            <CardContent>
              <Typography variant="h2" id="company-brand-title">
                {t('companyData.brand')}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
                {(['primaryColor', 'secondaryColor'] as const).map((key) => (
                  <TextInput
                    key={key}
                    label={t(`companyData.${key}`)}
                    name={key}
                    type="color"
                    value={form[key] || (key === 'primaryColor' ? '#00796b' : '#2e7d32')}
                    onChange={(e) => set({ [key]: e.target.value })}
                  />
                ))}
              </Box>
              <Button size="small" onClick={() => set({ primaryColor: '', secondaryColor: '' })}>
                {t('companyData.resetColors')}
              </Button>
            </CardContent>
          </Card>
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('common.save')}
            </Button>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <CompanyLogoCard logo={data?.EMPRESA.logo ?? null} />
          <CompanyFunctionalitiesCard />
        </Box>
      </Box>
    </>
  );
}
