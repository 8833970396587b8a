import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy screens are transformed on first import in a cold run, slowly when CI runs both projects on 2
// cores (a save that opens the next screen waited past 8 s there); findBy* get room under the 30 s test.
configure({ asyncUtilTimeout: 20_000 });

// jsdom has no matchMedia (MUI's useMediaQuery asks it); answer "no match" so desktop layout is the default.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lacks object URLs (photo previews and avatars).
if (!URL.createObjectURL) {
  URL.createObjectURL = () => 'blob:jsdom';
  URL.revokeObjectURL = () => undefined;
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.location.hash = '';
});
