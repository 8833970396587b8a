import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { currentPosition, type DevicePosition } from '../../forms/fill/currentPosition';

/**
 * The device's position for a task filled in location: asked once when the page opens (so the user
 * sees at once whether the browser lets it), and again by `locate()` (the "Capturar novamente" button and
 * every save, which sends a fresh fix). `problem` is the spec's message of the last failure; `locate`
 * resolves null then.
 *
 * @example const gps = useFillPosition(task.fillInLocation); const at = await gps.locate();
 */
export function useFillPosition(enabled: boolean) {
  const { t } = useTranslation();
  const [position, setPosition] = useState<DevicePosition | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locate = useCallback(async (): Promise<DevicePosition | null> => {
    setBusy(true);
    setProblem(null);
    try {
      const found = await currentPosition();
      setPosition(found);
      return found;
    } catch (key) {
      setProblem(t(String(key)));
      return null;
    } finally {
      setBusy(false);
    }
  }, [t]);
  useEffect(() => {
    if (enabled) void locate();
  }, [enabled, locate]);
  return { position, problem, busy, locate };
}
