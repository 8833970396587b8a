import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { FieldFrame } from '../../forms/fill/FieldFrame';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';
import { formatNumber } from '../../../runtime/forms/fieldTypes/shared/formatNumber';

interface BudgetLine {
  name: string;
  amount: number;
  price: number;
  total?: number;
}

function money(value: number, currency: string, locale: string): string {
  try {
    return formatNumber(value, locale, { style: 'currency', currency });
  } catch {
    return value.toFixed(2);
  }
}

/** A budget: lines of item, amount and unit price; each line's total and the grand total computed here. */
export function BudgetFill(props: FillRendererProps<BudgetLine[]>) {
  const { t, i18n } = useTranslation();
  const currency = (props.field.settings?.currency as string | undefined) ?? 'BRL';
  const lines = props.value ?? [];
  const set = (next: BudgetLine[]) =>
    props.onChange(next.length ? next.map((l) => ({ ...l, total: (l.amount || 0) * (l.price || 0) })) : null);
  const change = (i: number, patch: Partial<BudgetLine>) =>
    set(lines.map((line, j) => (j === i ? { ...line, ...patch } : line)));
  const number = (text: string) => (text === '' ? 0 : Math.max(0, Number(text)));
  const grand = lines.reduce((sum, l) => sum + (l.amount || 0) * (l.price || 0), 0);
  const readOnly = { input: { readOnly: props.readOnly } };
  return (
    <FieldFrame field={props.field} inputId={props.inputId} error={props.error} dense={props.dense}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {lines.map((line, i) => (
          <Box
            key={i}
            role="group"
            aria-label={t('forms.fill.budget.line', { line: i + 1 })}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr 1fr', sm: '3fr 1fr 1.5fr 1.5fr auto' },
            }}
          >
            <TextField
              label={t('forms.fill.budget.name')}
              size="small"
              value={line.name}
              onChange={(e) => change(i, { name: e.target.value })}
              slotProps={readOnly}
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            />
            <TextField
              label={t('forms.fill.budget.amount')}
              size="small"
              type="number"
              value={line.amount}
              onChange={(e) => change(i, { amount: number(e.target.value) })}
              slotProps={{ ...readOnly, htmlInput: { min: 0, step: 'any' } }}
            />
            <TextField
              label={t('forms.fill.budget.price')}
              size="small"
              type="number"
              value={line.price}
              onChange={(e) => change(i, { price: number(e.target.value) })}
              slotProps={{ ...readOnly, htmlInput: { min: 0, step: 'any' } }}
            />
            <Typography aria-label={t('forms.fill.budget.total')}>
              {money((line.amount || 0) * (line.price || 0), currency, i18n.language)}
            </Typography>
            {!props.readOnly && (
              <IconButton
                aria-label={t('forms.fill.budget.remove', { line: i + 1 })}
                onClick={() => set(lines.filter((_l, j) => j !== i))}
              >
                <Delete />
              </IconButton>
            )}
          </Box>
        ))}
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          {!props.readOnly ? (
            <Button startIcon={<Add />} onClick={() => set([...lines, { name: '', amount: 1, price: 0 }])}>
              {t('forms.fill.budget.add')}
            </Button>
          ) : (
            <span />
          )}
          <Typography sx={{ fontWeight: 600 }}>
            {t('forms.fill.budget.grandTotal', { total: money(grand, currency, i18n.language) })}
          </Typography>
        </Box>
      </Box>
    </FieldFrame>
  );
}
