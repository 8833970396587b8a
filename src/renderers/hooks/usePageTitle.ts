import { useEffect } from 'react';
import { useTranslation } from './useTranslation';

/** Sets the document title to "<page> · Campo" so tabs and screen readers name the page. */
export function usePageTitle(titleKey: string): string {
  const { t } = useTranslation();
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return title;
}
