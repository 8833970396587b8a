import { createContext } from 'react';
import type { CampoRuntime } from '../../runtime/app/CampoRuntime';

/** The headless runtime, given to every renderer; null outside <App> so a missing provider fails loudly. */
export const RuntimeContext = createContext<CampoRuntime | null>(null);
