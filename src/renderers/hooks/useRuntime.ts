import { useContext } from 'react';
import { RuntimeContext } from '../app/RuntimeContext';
import type { CampoRuntime } from '../../runtime/app/CampoRuntime';

/** The runtime of the surrounding <App> (command, session, notifications, metadata). */
export function useRuntime(): CampoRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime: no RuntimeContext provider above this component');
  return runtime;
}
