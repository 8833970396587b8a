import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../hooks/useTranslation';

/** How early the next page is asked for, before the end of the list scrolls into view. */
const AHEAD = '600px';

/**
 * The end of a progressively loaded list: how many of how many are shown, the next page asked for as
 * the end nears the viewport (IntersectionObserver), and "Carregar mais" for the keyboard and for
 * browsers without the observer.
 */
export function LoadMore(props: {
  shown: number;
  total: number;
  loading: boolean;
  hasMore: boolean;
  onMore(): void;
  /** The "N de M" line's text key (count: the total, shown: the rows loaded). */
  totalKey?: string;
}) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loading, onMore } = props;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onMore();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, onMore]);
  return (
    <Box
      ref={sentinel}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'center',
        py: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {t(props.totalKey ?? 'taskList.total', { shown: props.shown, count: props.total })}
      </Typography>
      {loading && <CircularProgress size={20} aria-label={t('taskList.loading')} />}
      {hasMore && !loading && (
        <Button variant="outlined" onClick={onMore}>
          {t('taskList.loadMore')}
        </Button>
      )}
    </Box>
  );
}
