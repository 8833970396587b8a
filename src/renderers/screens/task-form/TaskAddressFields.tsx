import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { ADDRESS_PARTS } from '../../../runtime/entities/entityDataSchema';
import { useRuntime } from '../../hooks/useRuntime';
import type { AddressDraft } from '../../../runtime/controllers/taskForm/TaskDraft';

interface Found {
  street?: string;
  number?: string;
  area?: string;
  city?: string;
  uf?: string;
  cep?: string;
  latitude?: number;
  longitude?: number;
}

const TEXT_PARTS = ADDRESS_PARTS.filter((p) => p !== 'latitude' && p !== 'longitude');

/**
 * A task's address: the parts of the entity address field (same labels, `entities.address.*`) and its
 * coordinates, which the filling rules use (proximity). "Buscar coordenadas" asks PesquisarEndereco
 * (when a geocoder is set up) and fills what it finds; coordinates can also be typed.
 */
export function TaskAddressFields(props: {
  value: AddressDraft;
  onChange(address: AddressDraft): void;
  errors?: Partial<Record<keyof AddressDraft, string>>;
}) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const value = props.value;
  const set = (part: keyof AddressDraft, text: string) => props.onChange({ ...value, [part]: text });
  const search = async () => {
    const query = [value.street, value.number, value.district, value.city, value.state, value.cep]
      .filter((p) => p.trim())
      .join(', ');
    if (!query) return;
    try {
      const { RESULTADOS } = await command<{ RESULTADOS: Found[] }>('PesquisarEndereco', { ENDERECO: query });
      const first = RESULTADOS[0];
      if (first?.latitude === undefined || first.longitude === undefined) return;
      props.onChange({
        ...value,
        street: value.street || (first.street ?? ''),
        number: value.number || (first.number ?? ''),
        district: value.district || (first.area ?? ''),
        city: value.city || (first.city ?? ''),
        state: value.state || (first.uf ?? ''),
        cep: value.cep || (first.cep ?? ''),
        latitude: String(first.latitude),
        longitude: String(first.longitude),
      });
    } catch {
      // The adapter showed why.
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('taskForm.addressHelp')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {TEXT_PARTS.map((part) => (
          <TextField
            key={part}
            label={t(`entities.address.${part}`)}
            value={value[part]}
            onChange={(e) => set(part, e.target.value)}
            sx={part === 'street' ? { gridColumn: { md: 'span 2' } } : undefined}
          />
        ))}
        {(['latitude', 'longitude'] as const).map((part) => (
          <TextField
            key={part}
            label={t(`entities.address.${part}`)}
            value={value[part]}
            onChange={(e) => set(part, e.target.value)}
            error={!!props.errors?.[part]}
            helperText={props.errors?.[part]}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<Search />} onClick={() => void search()}>
          {t('taskForm.searchAddress')}
        </Button>
      </Box>
    </Box>
  );
}
