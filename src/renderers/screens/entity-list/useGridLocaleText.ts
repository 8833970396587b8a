import { ptBR } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from '../../hooks/useTranslation';

/**
 * The grid's pt-BR texts, but for the row count past the server's counting limit (an unknown count,
 * -1): "1–50 de mais de 1.000" instead of the grid's own wording.
 */
export function useGridLocaleText() {
  const { t } = useTranslation();
  return useMemo(() => {
    const base = ptBR.components.MuiDataGrid.defaultProps.localeText;
    return {
      ...base,
      paginationDisplayedRows: (p: {
        from: number;
        to: number;
        count: number;
        estimated: number | undefined;
      }) =>
        p.count === -1
          ? t('entityPages.displayedRowsCapped', { from: p.from, to: p.to })
          : base.paginationDisplayedRows!(p),
    };
  }, [t]);
}
