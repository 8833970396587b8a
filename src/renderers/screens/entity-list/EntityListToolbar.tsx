import FileDownload from '@mui/icons-material/FileDownload';
import MapIcon from '@mui/icons-material/Map';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { ColumnPreferences } from '../../../runtime/entities/columnPreferences';
import { ColumnChooser } from '../../components/tables/ColumnChooser';

/**
 * Above the entity grid: the search, the map toggle (entities declaring `map`), the column chooser
 * and the CSV / Excel export menu.
 */
export function EntityListToolbar(props: {
  search: string;
  onSearch(text: string): void;
  /** Whether the map is shown; no toggle when the entity has no map. */
  map?: { shown: boolean; toggle(): void };
  labels: Record<string, string>;
  columns: ColumnPreferences;
  onColumns(chosen: ColumnPreferences): void;
  onExport(format: 'csv' | 'xlsx'): void;
}) {
  const { t } = useTranslation();
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const exportAs = (format: 'csv' | 'xlsx') => {
    setExportAnchor(null);
    props.onExport(format);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label={t('entityPages.search')}
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
        sx={{ flex: '1 1 240px', maxWidth: 420 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ flex: 1 }} />
      {props.map && (
        <Button
          startIcon={<MapIcon />}
          aria-pressed={props.map.shown}
          variant={props.map.shown ? 'contained' : 'text'}
          onClick={props.map.toggle}
        >
          {t('maps.toggle')}
        </Button>
      )}
      <ColumnChooser labels={props.labels} value={props.columns} onChange={props.onColumns} />
      <Button startIcon={<FileDownload />} onClick={(e) => setExportAnchor(e.currentTarget)}>
        {t('entityPages.export')}
      </Button>
      <Menu open={!!exportAnchor} anchorEl={exportAnchor} onClose={() => setExportAnchor(null)}>
        <MenuItem onClick={() => exportAs('csv')}>{t('entityPages.exportCsv')}</MenuItem>
        <MenuItem onClick={() => exportAs('xlsx')}>{t('entityPages.exportExcel')}</MenuItem>
      </Menu>
    </Box>
  );
}
