import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { useEffect, useMemo, type ReactNode } from 'react';
import { applyLabelOverrides } from '../../runtime/customization/applyLabelOverrides';
import { parseCompanyCustomization } from '../../runtime/customization/CompanyCustomization';
import { useRuntime } from '../hooks/useRuntime';
import { useSession } from '../hooks/useSession';
import { createCampoTheme } from '../theme/campoTheme';

/**
 * The company's customisation applied to the whole UI: brand colours into the MUI theme and label
 * overrides into the translations (USUARIO_LOGADO.companyCustomization).
 */
export function BrandedTheme(props: { children: ReactNode }) {
  const { i18n, metadata } = useRuntime();
  const text = useSession((s) => s.user?.companyCustomization ?? '');
  const customization = useMemo(() => parseCompanyCustomization(text), [text]);
  const { primaryColor, secondaryColor, labels } = customization;
  const theme = useMemo(
    () => createCampoTheme({ primaryColor, secondaryColor }),
    [primaryColor, secondaryColor],
  );
  const labelKey = JSON.stringify(labels);
  useEffect(() => {
    const labels = JSON.parse(labelKey) as Record<string, string>;
    applyLabelOverrides(i18n, metadata.messages, labels);
    // A language loaded later (its catalogue is a chunk of its own) gets the company's words too, before
    // the change to it completes.
    const loaded = () => applyLabelOverrides(i18n, metadata.messages, labels, false);
    i18n.on('loaded', loaded);
    return () => i18n.off('loaded', loaded);
  }, [i18n, metadata.messages, labelKey]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {props.children}
    </ThemeProvider>
  );
}
