import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createHashRouter } from 'react-router';
import type { CampoRuntime } from '../../runtime/app/CampoRuntime';
import { campoTheme } from '../theme/campoTheme';
import { RuntimeContext } from './RuntimeContext';

/** The providers around the router: theme, translations and the runtime. */
export function App(props: { runtime: CampoRuntime; router: ReturnType<typeof createHashRouter> }) {
  return (
    <RuntimeContext.Provider value={props.runtime}>
      <I18nextProvider i18n={props.runtime.i18n}>
        <ThemeProvider theme={campoTheme}>
          <CssBaseline />
          <RouterProvider router={props.router} />
        </ThemeProvider>
      </I18nextProvider>
    </RuntimeContext.Provider>
  );
}
