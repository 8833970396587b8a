import { useContext, useEffect } from 'react';
import { useSession } from '../../hooks/useSession';
import { FillEnvironmentContext } from '../../forms/fill/FillContext';
import { FillTextField } from '../../forms/fill/FillTextField';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';

type Source = 'userPhoto' | 'companyLogo' | 'company' | 'employee' | 'client' | 'unit' | 'asset' | 'dateHour';
type AutoValue = string | { id?: number; personId?: number; name?: string };

function localDateHour(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function textOf(value: AutoValue | null): string {
  if (value === null) return '';
  if (typeof value === 'string')
    return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? value.replace('T', ' ') : value;
  return value.name ?? '';
}

/**
 * Automatic data: filled, not typed, from the session (user, photo, company, logo), the document's
 * header (client, unit, asset) or the clock (date-hour, when the filling started); read-only.
 */
export function AutoDataFill(props: FillRendererProps<AutoValue>) {
  const user = useSession((s) => s.user);
  const environment = useContext(FillEnvironmentContext);
  const source = props.field.settings?.source as Source | undefined;
  const { readOnly, value, onChange } = props;
  const fromHeader = source === 'client' || source === 'unit' || source === 'asset';
  const headerRecord = fromHeader ? environment[source as 'client' | 'unit' | 'asset'] : undefined;
  useEffect(() => {
    if (readOnly || !user || !source) return;
    if (fromHeader) {
      const next = headerRecord ? { id: headerRecord.id, name: headerRecord.name } : null;
      if (JSON.stringify(next) !== JSON.stringify(value ?? null)) onChange(next);
      return;
    }
    if (value !== null) return;
    const computed: Record<string, AutoValue> = {
      employee: { id: user.id, name: user.name },
      userPhoto: { personId: user.personId, name: user.name },
      company: { id: user.companyId, name: user.companyName },
      companyLogo: { id: user.companyId, name: user.companyName },
      dateHour: localDateHour(new Date()),
    };
    if (computed[source] !== undefined) onChange(computed[source]);
  }, [readOnly, user, source, fromHeader, headerRecord, value, onChange]);
  return <FillTextField {...props} readOnly value={textOf(value)} />;
}
