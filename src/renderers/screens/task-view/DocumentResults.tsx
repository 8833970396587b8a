import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { fieldAnswers } from '../../../runtime/forms/fieldAnswers';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { modelIndex } from '../../../runtime/forms/modelIndex';
import { EmptyState } from './EmptyState';
import { answerPlace } from './answerPlace';

const FORMULA_TYPES = new Set(['numericFormula', 'textFormula']);

/**
 * What the document computed: its score (when the model scores), its formula fields' results and its
 * tables' results, as stored when it was saved (the engine stores formula and table results with the
 * values).
 */
export function DocumentResults(props: {
  model: FormModel;
  values: Record<string, unknown>;
  score: number | null;
}) {
  const { t, i18n } = useTranslation();
  const text = (value: unknown) =>
    typeof value === 'number'
      ? value.toLocaleString(i18n.language, { maximumFractionDigits: 4 })
      : String(value);
  const formulas = fieldAnswers(props.model, props.values).filter(
    (a) => !a.column && FORMULA_TYPES.has(a.field.type),
  );
  const results = [...modelIndex(props.model).results.values()].filter(
    ({ result }) => props.values[result.id] !== undefined && props.values[result.id] !== null,
  );
  const rows: Array<{ label: string; detail: string; value: string }> = [];
  if (props.model.score && props.score !== null)
    rows.push({ label: t('taskView.results.score'), detail: '', value: text(props.score) });
  for (const answer of formulas)
    rows.push({ label: answer.field.name, detail: answerPlace(answer, t), value: text(answer.value) });
  for (const { table, result } of results)
    rows.push({
      label: result.name,
      detail: t('taskView.results.tableResult', {
        table: table.name,
        op: t(`taskView.results.ops.${result.op}`),
      }),
      value: text(props.values[result.id]),
    });
  if (!rows.length) return <EmptyState text={t('taskView.results.none')} />;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' }, gap: 1, m: 0 }}
    >
      {rows.map((row, i) => (
        <Box key={i} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{row.label}</Typography>
            {row.detail && (
              <Typography variant="body2" color="text.secondary">
                {row.detail}
              </Typography>
            )}
          </Box>
          <Typography
            component="dd"
            variant="h6"
            sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere' }}
          >
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
