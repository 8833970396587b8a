import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createHashRouter } from 'react-router';
import type { CampoRuntime } from '../../runtime/app/CampoRuntime';
import { BrandedTheme } from './BrandedTheme';
import { RuntimeContext } from './RuntimeContext';

/** The providers around the router: theme (with the company's brand), translations and the runtime. */
export function App(props: { runtime: CampoRuntime; router: ReturnType<typeof createHashRouter> }) {
  return (
    <RuntimeContext.Provider value={props.runtime}>
      <I18nextProvider i18n={props.runtime.i18n}>
        <BrandedTheme>
          <RouterProvider router={props.router} />
        </BrandedTheme>
      </I18nextProvider>
    </RuntimeContext.Provider>
  );
}
