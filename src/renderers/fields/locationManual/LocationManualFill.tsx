import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useRuntime } from '../../hooks/useRuntime';
import { FieldFrame } from '../../forms/fill/FieldFrame';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';
import type { LocationValue } from '../shared/LocationValue';

interface Found {
  latitude?: number;
  longitude?: number;
  fullAddress?: string;
}

function coordinate(text: string): number | undefined {
  const n = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) ? n : undefined;
}

/**
 * A location typed by hand: the address, with a search (PesquisarEndereco, when a geocoder is set up)
 * that fills the coordinates, which can also be typed.
 */
export function LocationManualFill(props: FillRendererProps<LocationValue>) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const value = props.value ?? {};
  const [lat, setLat] = useState(value.lat?.toString() ?? '');
  const [lng, setLng] = useState(value.lng?.toString() ?? '');
  const set = (next: LocationValue) => {
    const clean = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== ''));
    props.onChange(Object.keys(clean).length ? (clean as LocationValue) : null);
  };
  const search = async () => {
    if (!value.address?.trim()) return;
    try {
      const answer = await command<{ RESULTADOS: Found[] }>(
        'PesquisarEndereco',
        { ENDERECO: value.address },
        { silentOnSuccess: false },
      );
      const first = answer.RESULTADOS[0];
      if (first?.latitude !== undefined && first.longitude !== undefined) {
        setLat(String(first.latitude));
        setLng(String(first.longitude));
        set({
          ...value,
          lat: first.latitude,
          lng: first.longitude,
          address: first.fullAddress ?? value.address,
        });
      }
    } catch {
      // The adapter showed why.
    }
  };
  const readOnly = { input: { readOnly: props.readOnly } };
  return (
    <FieldFrame field={props.field} inputId={props.inputId} error={props.error} dense={props.dense}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            label={t('forms.fill.location.address')}
            value={value.address ?? ''}
            onChange={(e) => set({ ...value, address: e.target.value })}
            sx={{ flex: '1 1 220px' }}
            slotProps={readOnly}
          />
          {!props.readOnly && (
            <Button variant="outlined" startIcon={<Search />} onClick={() => void search()} sx={{ mt: 1 }}>
              {t('forms.fill.location.search')}
            </Button>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
          <TextField
            label={t('forms.fill.location.lat')}
            value={lat}
            onChange={(e) => {
              setLat(e.target.value);
              set({ ...value, lat: coordinate(e.target.value) });
            }}
            slotProps={{ ...readOnly, htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label={t('forms.fill.location.lng')}
            value={lng}
            onChange={(e) => {
              setLng(e.target.value);
              set({ ...value, lng: coordinate(e.target.value) });
            }}
            slotProps={{ ...readOnly, htmlInput: { inputMode: 'decimal' } }}
          />
        </Box>
      </Box>
    </FieldFrame>
  );
}
