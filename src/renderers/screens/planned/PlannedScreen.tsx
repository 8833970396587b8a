import Construction from '@mui/icons-material/Construction';
import { useTranslation } from '../../hooks/useTranslation';
import { CenteredMessage } from '../../components/CenteredMessage';
import { usePageTitle } from '../../hooks/usePageTitle';
import type { ScreenProps } from '../ScreenProps';

/** A route whose screen is not built yet: its real title and an honest "coming soon", no fake data. */
export function PlannedScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  return (
    <CenteredMessage
      icon={<Construction color="primary" sx={{ fontSize: 48 }} />}
      title={title}
      text={t('pages.plannedText')}
    />
  );
}
