import Edit from '@mui/icons-material/Edit';
import Search from '@mui/icons-material/Search';
import StopCircle from '@mui/icons-material/StopCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { useStore } from 'zustand';
import { createRecurrentListController } from '../../../runtime/controllers/taskList/createRecurrentListController';
import type { RecurrentTemplateItem } from '../../../runtime/protocol/answers/RecurrentTemplateItem';
import { formatTaskDate } from '../../../runtime/tasks/formatTaskDate';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import { LoadMore } from './LoadMore';
import { recurrenceSummary } from './recurrenceSummary';

const SEARCH_DELAY_MS = 300;

/**
 * The "Recorrentes" tab: the company's recurrent task templates (ConsultarAtividadesRecorrentes) with
 * their rule in words; a title opens the template, editors edit it or stop it ("Parar", after a
 * confirmation: ExcluirAtividadeRecorrente; the tasks already generated stay). The data goes through
 * createRecurrentListController.
 */
export function RecurrentPanel(props: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { command, i18n } = useRuntime();
  const notify = useNotify();
  const templates = useMemo(
    () => createRecurrentListController({ command, t: i18n.t.bind(i18n), notify }),
    [command, i18n, notify],
  );
  const { items, total, loading, hasMore, loaded, show, loadMore } = useStore(templates);
  const [text, setText] = useState('');
  const [stopping, setStopping] = useState<RecurrentTemplateItem | null>(null);

  // The first page at once, a typed search after a pause.
  useEffect(() => show(''), [show]);
  useEffect(() => {
    const timer = setTimeout(() => show(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, show]);

  const stop = async () => {
    if (!stopping) return;
    await templates.getState().stop(stopping);
    setStopping(null);
  };

  return (
    <Box>
      <TextField
        size="small"
        type="search"
        label={t('taskList.recurrent.search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ width: '100%', maxWidth: 420, mb: 2 }}
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
      {loaded && !items.length ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} role="status">
          {t('taskList.recurrent.empty')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('taskList.recurrent.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <Card
                variant="outlined"
                sx={{ p: 1.5, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
              >
                <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <Link
                      component={RouterLink}
                      to={`/task/details/${item.id}/1`}
                      underline="hover"
                      sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
                    >
                      {item.title}
                    </Link>
                    <Chip
                      size="small"
                      color={item.active ? 'secondary' : 'default'}
                      label={t(item.active ? 'taskList.recurrent.active' : 'taskList.recurrent.inactive')}
                    />
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {recurrenceSummary(item, t)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[
                      item.formName,
                      item.responsible.name ?? item.responsible.code,
                      t('taskList.recurrent.since', { date: formatTaskDate(item.baseDate) }),
                      item.generatedUntil &&
                        t('taskList.recurrent.generatedUntil', { date: formatTaskDate(item.generatedUntil) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
                {props.canEdit && item.active && (
                  <Box sx={{ display: 'flex', gap: 1 }}>
                    <Button
                      size="small"
                      startIcon={<Edit />}
                      component={RouterLink}
                      to={`/task/edit/${item.id}/1`}
                      aria-label={t('taskList.recurrent.editNamed', { title: item.title })}
                    >
                      {t('taskList.recurrent.edit')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      startIcon={<StopCircle />}
                      onClick={() => setStopping(item)}
                      aria-label={t('taskList.recurrent.stopNamed', { title: item.title })}
                    >
                      {t('taskList.recurrent.stop')}
                    </Button>
                  </Box>
                )}
              </Card>
            </li>
          ))}
        </Box>
      )}
      <LoadMore
        shown={items.length}
        total={total}
        loading={loading}
        hasMore={hasMore}
        onMore={loadMore}
        totalKey="taskList.recurrent.total"
      />
      <Dialog open={!!stopping} onClose={() => setStopping(null)} aria-labelledby="task-stop-title">
        <DialogTitle id="task-stop-title">{t('taskList.recurrent.stopTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('taskList.recurrent.stopConfirm', { title: stopping?.title ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStopping(null)}>{t('taskList.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void stop()}>
            {t('taskList.recurrent.stop')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
