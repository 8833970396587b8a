import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { SPREADSHEET_SCALE, type SpreadsheetPdfSettings } from '../../../runtime/pdf/SpreadsheetPdfSettings';
import { NativeSelect } from '../NativeSelect';

/** The settings as typed: numbers stay text while edited, checked on send (spreadsheetPdfSettings). */
export interface SpreadsheetPdfDraft {
  orientation: SpreadsheetPdfSettings['orientation'];
  scale: string;
  fitToWidth: boolean;
  margins: Record<keyof SpreadsheetPdfSettings['marginsMm'], string>;
  sheet: string;
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const MAX_MARGIN_MM = 50;

const inRange = (text: string, min: number, max: number) => {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= min && value <= max ? value : null;
};

/**
 * A draft's settings for ExcelToPdfPreview, or null while a number is out of its range (scale 10..300
 * unless fitting to the width, margins 0..50 mm).
 *
 * @example spreadsheetPdfSettings(draft)?.scale // 100
 */
export function spreadsheetPdfSettings(draft: SpreadsheetPdfDraft): SpreadsheetPdfSettings | null {
  const scale = inRange(draft.scale, SPREADSHEET_SCALE.min, SPREADSHEET_SCALE.max);
  const margins = SIDES.map((side) => inRange(draft.margins[side], 0, MAX_MARGIN_MM));
  if ((scale === null && !draft.fitToWidth) || margins.some((m) => m === null)) return null;
  return {
    orientation: draft.orientation,
    scale: scale ?? 100,
    fitToWidth: draft.fitToWidth,
    marginsMm: { top: margins[0]!, right: margins[1]!, bottom: margins[2]!, left: margins[3]! },
    ...(draft.sheet.trim() ? { sheet: draft.sheet.trim() } : {}),
  };
}

/**
 * The print settings of a spreadsheet preview: orientation, scale (%), fit to the page's width, the four
 * margins in millimetres and the sheet's name; out-of-range numbers are marked under their field.
 *
 * @example <SpreadsheetPdfFields draft={draft} onChange={setDraft} />
 */
export function SpreadsheetPdfFields(props: {
  draft: SpreadsheetPdfDraft;
  onChange(draft: SpreadsheetPdfDraft): void;
}) {
  const { t } = useTranslation();
  const { draft, onChange } = props;
  const scaleWrong =
    !draft.fitToWidth && inRange(draft.scale, SPREADSHEET_SCALE.min, SPREADSHEET_SCALE.max) === null;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NativeSelect
          label={t('exports.spreadsheetPreview.orientation')}
          value={draft.orientation}
          onChange={(value) =>
            onChange({ ...draft, orientation: value as SpreadsheetPdfDraft['orientation'] })
          }
          options={[
            { value: 'portrait', label: t('exports.spreadsheetPreview.portrait') },
            { value: 'landscape', label: t('exports.spreadsheetPreview.landscape') },
          ]}
        />
        <TextField
          label={t('exports.spreadsheetPreview.scale')}
          type="number"
          value={draft.scale}
          disabled={draft.fitToWidth}
          error={scaleWrong}
          helperText={t('exports.spreadsheetPreview.scaleHint', SPREADSHEET_SCALE)}
          onChange={(event) => onChange({ ...draft, scale: event.target.value })}
          slotProps={{ htmlInput: { min: SPREADSHEET_SCALE.min, max: SPREADSHEET_SCALE.max } }}
        />
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            checked={draft.fitToWidth}
            onChange={(event) => onChange({ ...draft, fitToWidth: event.target.checked })}
          />
        }
        label={t('exports.spreadsheetPreview.fitToWidth')}
      />
      <Typography variant="subtitle2" component="p">
        {t('exports.spreadsheetPreview.margins')}
      </Typography>
      <Stack direction="row" spacing={1}>
        {SIDES.map((side) => (
          <TextField
            key={side}
            size="small"
            type="number"
            label={t(`exports.spreadsheetPreview.margin.${side}`)}
            value={draft.margins[side]}
            error={inRange(draft.margins[side], 0, MAX_MARGIN_MM) === null}
            onChange={(event) =>
              onChange({ ...draft, margins: { ...draft.margins, [side]: event.target.value } })
            }
            slotProps={{ htmlInput: { min: 0, max: MAX_MARGIN_MM } }}
          />
        ))}
      </Stack>
      <TextField
        label={t('exports.spreadsheetPreview.sheet')}
        helperText={t('exports.spreadsheetPreview.sheetHint')}
        value={draft.sheet}
        onChange={(event) => onChange({ ...draft, sheet: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 31 } }}
      />
    </Stack>
  );
}
