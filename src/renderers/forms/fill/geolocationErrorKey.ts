/** The i18n key of a geolocation failure (spec 001 section 8: not supported, disabled, permission denied, position unavailable, timeout, unknown). */
export function geolocationErrorKey(error: { code?: number } | 'notSupported' | 'disabled'): string {
  if (error === 'notSupported' || error === 'disabled') return `forms.fill.gps.${error}`;
  const byCode: Record<number, string> = { 1: 'permissionDenied', 2: 'unavailable', 3: 'timeout' };
  return `forms.fill.gps.${byCode[error.code ?? 0] ?? 'unknown'}`;
}
