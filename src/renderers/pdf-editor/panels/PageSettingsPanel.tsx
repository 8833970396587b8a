import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import type { PdfLayout } from '../../../runtime/pdf/PdfLayout';
import { NativeSelect } from '../../components/NativeSelect';
import { ModelImagesInput } from '../../forms/editor/ModelImagesInput';

/** A millimetre input within the schema's bounds, stepping by the grid. */
function MmInput(props: {
  label: string;
  value: number;
  max: number;
  min?: number;
  step: number;
  onChange(mm: number): void;
}) {
  return (
    <TextField
      size="small"
      type="number"
      label={props.label}
      value={props.value}
      slotProps={{ htmlInput: { min: props.min ?? 0, max: props.max, step: props.step } }}
      onChange={(e) => {
        const mm = Number(e.target.value);
        if (e.target.value !== '' && Number.isFinite(mm))
          props.onChange(Math.min(props.max, Math.max(props.min ?? 0, mm)));
      }}
    />
  );
}

/** "1, 3, 5" as the 1-based pages a custom background goes on. */
function pagesOf(text: string): number[] {
  const pages = text
    .split(/[\s,;]+/)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 10000);
  return [...new Set(pages)].slice(0, 500);
}

/**
 * The layout's page (spec 001 §3, PDF editor): paper size and orientation, margins, the snapping grid,
 * the header's and footer's heights, the background (a picture on every page, the first, the last or
 * the listed ones) and the attachment page with every photo of the document.
 *
 * @example <PageSettingsPanel layout={layout} onChange={(next, key) => change(next, { coalesce: key })} />
 */
export function PageSettingsPanel(props: {
  layout: PdfLayout;
  onChange(layout: PdfLayout, coalesce: string): void;
}) {
  const { t } = useTranslation();
  const { layout, onChange } = props;
  const { page, background } = layout;
  const step = page.gridMm;
  const setPage = (patch: Partial<PdfLayout['page']>, key: string) =>
    onChange({ ...layout, page: { ...page, ...patch } }, `page.${key}`);
  const margin = (side: keyof PdfLayout['page']['marginsMm']) => (
    <MmInput
      label={t(`pdfEditor.page.margins.${side}`)}
      value={page.marginsMm[side]}
      max={60}
      step={step}
      onChange={(mm) => setPage({ marginsMm: { ...page.marginsMm, [side]: mm } }, `margin.${side}`)}
    />
  );
  const setBackground = (patch: Partial<PdfLayout['background']>, key: string) =>
    onChange({ ...layout, background: { ...background, ...patch } }, `background.${key}`);
  return (
    <Stack spacing={2} component="section" aria-label={t('pdfEditor.tabs.page')}>
      <NativeSelect
        size="small"
        label={t('pdfEditor.page.size')}
        value={page.size}
        options={[
          { value: 'A4', label: 'A4 (210 × 297 mm)' },
          { value: 'Letter', label: t('pdfEditor.page.letter') },
        ]}
        onChange={(size) => setPage({ size: size as PdfLayout['page']['size'] }, 'size')}
      />
      <NativeSelect
        size="small"
        label={t('pdfEditor.page.orientation')}
        value={page.orientation}
        options={(['portrait', 'landscape'] as const).map((o) => ({
          value: o,
          label: t(`pdfEditor.page.${o}`),
        }))}
        onChange={(o) => setPage({ orientation: o as PdfLayout['page']['orientation'] }, 'orientation')}
      />
      <Typography variant="subtitle2" component="h3">
        {t('pdfEditor.page.marginsTitle')}
      </Typography>
      <Stack direction="row" spacing={1}>
        {margin('top')}
        {margin('bottom')}
      </Stack>
      <Stack direction="row" spacing={1}>
        {margin('left')}
        {margin('right')}
      </Stack>
      <Stack direction="row" spacing={1}>
        <MmInput
          label={t('pdfEditor.page.headerHeight')}
          value={layout.header.heightMm}
          max={80}
          step={step}
          onChange={(mm) =>
            onChange({ ...layout, header: { ...layout.header, heightMm: mm } }, 'header.height')
          }
        />
        <MmInput
          label={t('pdfEditor.page.footerHeight')}
          value={layout.footer.heightMm}
          max={80}
          step={step}
          onChange={(mm) =>
            onChange({ ...layout, footer: { ...layout.footer, heightMm: mm } }, 'footer.height')
          }
        />
      </Stack>
      <MmInput
        label={t('pdfEditor.page.grid')}
        value={page.gridMm}
        min={1}
        max={20}
        step={1}
        onChange={(mm) => setPage({ gridMm: mm }, 'grid')}
      />
      <Divider />
      <Typography variant="subtitle2" component="h3">
        {t('pdfEditor.page.backgroundTitle')}
      </Typography>
      <NativeSelect
        size="small"
        label={t('pdfEditor.page.backgroundMode')}
        value={background.mode}
        options={(['none', 'all', 'first', 'last', 'custom'] as const).map((mode) => ({
          value: mode,
          label: t(`pdfEditor.page.background.${mode}`),
        }))}
        onChange={(mode) => setBackground({ mode: mode as PdfLayout['background']['mode'] }, 'mode')}
      />
      {background.mode !== 'none' && (
        <ModelImagesInput
          label={t('pdfEditor.page.backgroundImage')}
          images={background.fileId ? [{ fileId: background.fileId }] : []}
          onChange={([first]) => setBackground({ fileId: first?.fileId ?? null }, 'file')}
        />
      )}
      {background.mode === 'custom' && (
        <TextField
          size="small"
          label={t('pdfEditor.page.backgroundPages')}
          helperText={t('pdfEditor.page.backgroundPagesHelp')}
          defaultValue={background.pages.join(', ')}
          onBlur={(e) => setBackground({ pages: pagesOf(e.target.value) }, 'pages')}
        />
      )}
      <Divider />
      <FormControlLabel
        control={
          <Switch
            checked={layout.attachmentsPage.enabled}
            onChange={(e) =>
              onChange(
                { ...layout, attachmentsPage: { ...layout.attachmentsPage, enabled: e.target.checked } },
                'attachments',
              )
            }
          />
        }
        label={t('pdfEditor.page.attachments')}
      />
      {layout.attachmentsPage.enabled && (
        <NativeSelect
          size="small"
          label={t('pdfEditor.page.perPage')}
          value={String(layout.attachmentsPage.perPage)}
          options={[1, 2, 4, 6].map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(n) =>
            onChange(
              {
                ...layout,
                attachmentsPage: { ...layout.attachmentsPage, perPage: Number(n) as 1 | 2 | 4 | 6 },
              },
              'attachments.perPage',
            )
          }
        />
      )}
    </Stack>
  );
}
