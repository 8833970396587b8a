import FileDownload from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '@mui/utils';
import { useId, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { localOffset } from '../../../runtime/tasks/localOffset';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import { DOWNLOAD_FORMATS, type DownloadFormat } from './DownloadItem';
import { downloadRequests } from './downloadRequests';

/**
 * "Baixar" for the selected tasks: a menu of the five download types (Excel, Excel with images,
 * images, Google Earth, PDF) that requests one (SolicitarDownload) and tells the user to follow it in
 * the downloads queue of the top bar. Disabled with a hint while no task is selected (spec 001 §5).
 *
 * @example <TaskDownloadsMenu ids={selectedIds} />
 */
export function TaskDownloadsMenu(props: { ids: number[] }) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const hintId = useId();
  const none = props.ids.length === 0;

  const request = async (format: DownloadFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      await command('SolicitarDownload', { IDS: props.ids, FORMATO: format, FUSO: localOffset() });
      notify('success', t('downloads.requested'));
      downloadRequests.getState().requested();
    } catch {
      // The adapter already showed the refusal.
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <Button
      size="small"
      startIcon={<FileDownload />}
      disabled={none || busy}
      aria-haspopup="menu"
      aria-expanded={Boolean(anchor)}
      aria-controls={anchor ? menuId : undefined}
      aria-describedby={none ? hintId : undefined}
      onClick={(e) => setAnchor(e.currentTarget)}
    >
      {t('downloads.menu')}
    </Button>
  );
  return (
    <>
      {none ? (
        <Tooltip title={t('downloads.noneSelected')} describeChild>
          {/* A disabled button gets no pointer or focus events: the wrapper shows the hint. */}
          <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', borderRadius: 1 }}>
            {button}
            <Box component="span" id={hintId} sx={visuallyHidden}>
              {t('downloads.noneSelected')}
            </Box>
          </Box>
        </Tooltip>
      ) : (
        button
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('downloads.menuLabel') } }}
      >
        {DOWNLOAD_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void request(format)}>
            {t(`downloads.formats.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
