import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from '../../hooks/useTranslation';
import { REVISION_STATES, type RevisionFilter } from '../../../runtime/formApproval/FormRevision';
import { NativeSelect } from '../../components/NativeSelect';

type Option = { id: number; name: string };

const idOf = (value: string) => (value === '' ? undefined : Number(value));

/** The list's filters: state, form, flow (0: the default flow), author and "late only". */
export function RevisionFilters(props: {
  filter: RevisionFilter;
  forms: Option[];
  flows: Option[];
  authors: Option[];
  onChange(filter: RevisionFilter): void;
}) {
  const { t } = useTranslation();
  const { filter } = props;
  const any = { value: '', label: t('formApproval.list.any') };
  const set = (patch: Partial<RevisionFilter>) => {
    const next: RevisionFilter = { ...filter, ...patch };
    for (const key of Object.keys(next) as (keyof RevisionFilter)[])
      if (next[key] === undefined || next[key] === false) delete next[key];
    props.onChange(next);
  };
  const options = (list: Option[]) => [any, ...list.map((o) => ({ value: String(o.id), label: o.name }))];
  const empty = !Object.keys(filter).some((key) => key !== 'PARA_MIM');
  return (
    <Box
      role="group"
      aria-label={t('formApproval.list.filters')}
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        alignItems: 'center',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr)) auto auto',
        },
      }}
    >
      <NativeSelect
        size="small"
        label={t('formApproval.list.state')}
        value={filter.ESTADO ?? ''}
        onChange={(v) => set({ ESTADO: v === '' ? undefined : (v as RevisionFilter['ESTADO']) })}
        options={[any, ...REVISION_STATES.map((s) => ({ value: s, label: t(`formApproval.states.${s}`) }))]}
      />
      <NativeSelect
        size="small"
        label={t('formApproval.list.form')}
        value={filter.MODELO === undefined ? '' : String(filter.MODELO)}
        onChange={(v) => set({ MODELO: idOf(v) })}
        options={options(props.forms)}
      />
      <NativeSelect
        size="small"
        label={t('formApproval.list.flow')}
        value={filter.FLUXO === undefined ? '' : String(filter.FLUXO)}
        onChange={(v) => set({ FLUXO: idOf(v) })}
        options={options([{ id: 0, name: t('formApproval.list.defaultFlow') }, ...props.flows])}
      />
      <NativeSelect
        size="small"
        label={t('formApproval.list.author')}
        value={filter.AUTOR === undefined ? '' : String(filter.AUTOR)}
        onChange={(v) => set({ AUTOR: idOf(v) })}
        options={options(props.authors)}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={filter.ATRASADAS === true}
            onChange={(e) => set({ ATRASADAS: e.target.checked })}
          />
        }
        label={t('formApproval.list.lateOnly')}
      />
      <Button disabled={empty} onClick={() => props.onChange({})}>
        {t('formApproval.list.clear')}
      </Button>
    </Box>
  );
}
