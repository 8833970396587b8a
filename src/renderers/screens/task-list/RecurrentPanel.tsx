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
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatTaskDate } from '../../../runtime/tasks/formatTaskDate';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import { LoadMore } from './LoadMore';
import { recurrenceSummary, type RecurrenceFields } from './recurrenceSummary';

const PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 300;

interface RecurrentItem extends RecurrenceFields {
  id: number;
  version: number;
  title: string;
  formName: string | null;
  responsible: { kind: string; id: number | null; code: string | null; name: string | null };
  baseDate: string;
  active: boolean;
  generatedUntil: string | null;
}

/**
 * The "Recorrentes" tab: the company's recurrent task templates (ConsultarAtividadesRecorrentes) with
 * their rule in words; a title opens the template, editors edit it or stop it ("Parar", after a
 * confirmation: ExcluirAtividadeRecorrente; the tasks already generated stay).
 */
export function RecurrentPanel(props: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [items, setItems] = useState<RecurrentItem[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const [version, setVersion] = useState(0);
  const [stopping, setStopping] = useState<RecurrentItem | null>(null);
  const page = useRef(0);
  const generation = useRef(0);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const load = useCallback(
    async (next: number, current: number) => {
      setLoading(true);
      try {
        const answer = await command<{ ITEMS: RecurrentItem[]; TOTAL: number }>(
          'ConsultarAtividadesRecorrentes',
          { ...(search ? { BUSCA: search } : {}), PAGE: next, PAGE_SIZE },
          { silentOnSuccess: true },
        );
        if (current !== generation.current) return;
        page.current = next;
        setItems((before) => (next === 1 ? answer.ITEMS : [...before, ...answer.ITEMS]));
        setTotal(answer.TOTAL);
        setLoaded(true);
      } catch {
        // The adapter showed why.
      } finally {
        if (current === generation.current) setLoading(false);
      }
    },
    [command, search],
  );
  useEffect(() => {
    void load(1, ++generation.current);
  }, [load, version]);
  const hasMore = loaded && items.length < total;
  const more = useCallback(() => {
    if (!loading && hasMore) void load(page.current + 1, generation.current);
  }, [hasMore, load, loading]);

  const stop = async () => {
    if (!stopping) return;
    try {
      await command('ExcluirAtividadeRecorrente', { ID: stopping.id }, { silentOnSuccess: true });
      notify('success', t('taskList.recurrent.stopped', { title: stopping.title }));
    } catch {
      // The adapter showed why; the list is read again to show the template as it is.
    }
    setStopping(null);
    setVersion((v) => v + 1);
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
        onMore={more}
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
