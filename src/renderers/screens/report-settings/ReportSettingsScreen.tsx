import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useStore } from 'zustand';
import { createReportSettingsController } from '../../../runtime/controllers/reportSettings/createReportSettingsController';
import { PDF_INFO_ITEMS } from '../../../runtime/pdf/html/PdfDocumentData';
import type { ReportHeaderItem, ReportSettings } from '../../../runtime/pdf/ReportSettings';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NativeSelect } from '../../components/NativeSelect';
import { PageHeader } from '../../components/PageHeader';
import { TextInput } from '../../components/TextInput';
import { useNotify } from '../../hooks/useNotify';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import { BackgroundFields } from './BackgroundFields';
import { ChoiceGroup } from './ChoiceGroup';

const HEADER_ITEMS: ReportHeaderItem[] = ['logo', ...PDF_INFO_ITEMS];
const COLORS = ['primary', 'text', 'headerBackground'] as const;

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={props.id}>
      <CardContent>
        <Typography variant="h2" id={props.id}>
          {props.title}
        </Typography>
        {props.children}
      </CardContent>
    </Card>
  );
}

/**
 * /report-settings, "Configurações de relatório" (spec 001 §2, §3): how the company's documents print and
 * what a new custom PDF layout starts from: orientation, header items, images per page, signatures per
 * line, checks, maps, tables, three colours, the background (picture and pages) and the title font. Loads
 * and saves through createReportSettingsController (ConsultarConfiguracoesRelatorio,
 * SalvarConfiguracoesRelatorio). One column on phones; every input labelled.
 */
export function ReportSettingsScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { command, i18n } = useRuntime();
  const notify = useNotify();
  const store = useMemo(
    () => createReportSettingsController({ command, t: i18n.t.bind(i18n), notify }),
    [command, i18n, notify],
  );
  const { status, settings, saving, problem, change, save } = useStore(store);
  const [pagesValid, setPagesValid] = useState(true);
  useEffect(() => void store.getState().load(), [store]);

  if (status === 'failed')
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="error">{t('reportSettings.loadError')}</Alert>
      </>
    );
  if (!settings) return <FullPageSpinner />;
  const set = (patch: Partial<ReportSettings>) => change({ ...settings, ...patch });
  const options = <T extends string | number>(values: readonly T[], key?: string) =>
    values.map((value) => ({ value: String(value), label: key ? t(`${key}.${value}`) : String(value) }));
  const choices = <T extends string>(values: readonly T[], key: string) =>
    values.map((value) => ({ value, label: t(`${key}.${value}`) }));
  const toggleItem = (item: ReportHeaderItem, on: boolean) =>
    set({
      headerItems: on
        ? HEADER_ITEMS.filter((i) => i === item || settings.headerItems.includes(i))
        : settings.headerItems.filter((i) => i !== item),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pagesValid) void save();
  };

  return (
    <>
      <PageHeader title={title} subtitle={t('reportSettings.subtitle')} />
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Section id="report-page" title={t('reportSettings.page')}>
          <ChoiceGroup
            label={t('reportSettings.orientation')}
            value={settings.orientation}
            options={choices(['portrait', 'landscape'] as const, 'reportSettings.orientations')}
            onChange={(orientation) => set({ orientation })}
          />
          <FormControl component="fieldset" margin="normal" fullWidth>
            <FormLabel component="legend">{t('reportSettings.headerItems')}</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {HEADER_ITEMS.map((item) => (
                <FormControlLabel
                  key={item}
                  control={
                    <Checkbox
                      checked={settings.headerItems.includes(item)}
                      onChange={(e) => toggleItem(item, e.target.checked)}
                    />
                  }
                  label={t(`reportSettings.items.${item}`)}
                />
              ))}
            </FormGroup>
          </FormControl>
        </Section>
        <Section id="report-content" title={t('reportSettings.content')}>
          <NativeSelect
            label={t('reportSettings.imagesPerPage')}
            value={String(settings.imagesPerPage)}
            onChange={(v) => set({ imagesPerPage: Number(v) as ReportSettings['imagesPerPage'] })}
            options={options([1, 2, 4, 6])}
            margin="normal"
          />
          <NativeSelect
            label={t('reportSettings.signaturesPerLine')}
            value={String(settings.signaturesPerLine)}
            onChange={(v) => set({ signaturesPerLine: Number(v) as ReportSettings['signaturesPerLine'] })}
            options={options([1, 2, 3])}
            margin="normal"
          />
          <ChoiceGroup
            label={t('reportSettings.checks')}
            value={settings.checks}
            options={choices(['symbols', 'text'] as const, 'reportSettings.checkModes')}
            onChange={(checks) => set({ checks })}
          />
          <ChoiceGroup
            label={t('reportSettings.maps')}
            value={settings.maps}
            options={choices(['coordinates', 'hidden'] as const, 'reportSettings.mapModes')}
            onChange={(maps) => set({ maps })}
          />
          <ChoiceGroup
            label={t('reportSettings.tables')}
            value={settings.tables}
            options={choices(['grid', 'list'] as const, 'reportSettings.tableModes')}
            onChange={(tables) => set({ tables })}
          />
        </Section>
        <Section id="report-look" title={t('reportSettings.look')}>
          <Box
            sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
          >
            {COLORS.map((key) => (
              <TextInput
                key={key}
                label={t(`reportSettings.colors.${key}`)}
                name={`color-${key}`}
                type="color"
                value={settings.colors[key]}
                onChange={(e) => set({ colors: { ...settings.colors, [key]: e.target.value } })}
              />
            ))}
          </Box>
          <NativeSelect
            label={t('reportSettings.titleFamily')}
            value={settings.titleFont.family}
            onChange={(family) =>
              set({
                titleFont: { ...settings.titleFont, family: family as ReportSettings['titleFont']['family'] },
              })
            }
            options={options(['sans', 'serif', 'mono'] as const, 'reportSettings.families')}
            margin="normal"
          />
          <TextInput
            label={t('reportSettings.titleSize')}
            name="titleSize"
            type="number"
            value={String(settings.titleFont.sizePt)}
            onChange={(e) => {
              const sizePt = Math.min(36, Math.max(8, Math.round(Number(e.target.value) || 8)));
              set({ titleFont: { ...settings.titleFont, sizePt } });
            }}
            inputProps={{ min: 8, max: 36, step: 1 }}
          />
        </Section>
        <Section id="report-background" title={t('reportSettings.background.title')}>
          <BackgroundFields
            value={settings.background}
            problem={problem}
            onChange={(background) => set({ background })}
            onPagesValid={setPagesValid}
          />
        </Section>
        <Box>
          <Button type="submit" variant="contained" disabled={saving || !pagesValid}>
            {t('common.save')}
          </Button>
        </Box>
      </Box>
    </>
  );
}
