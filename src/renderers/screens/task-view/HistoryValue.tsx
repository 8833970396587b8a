import { useTranslation } from '../../hooks/useTranslation';
import { formatEntityValue } from '../../../runtime/entities/formatEntityValue';
import type { TaskResponsible } from '../../../runtime/tasks/TaskFields';
import { LookupLabel } from '../../components/LookupLabel';
import { ResponsibleLabel } from '../../components/task-approval/ResponsibleLabel';
import { formatInstant } from '../../components/task-approval/formatInstant';
import { useRuntime } from '../../hooks/useRuntime';

/** Stored statuses as the displayed states name them (in_progress is "Em andamento"). */
const STATUS_STATES: Record<string, string> = {
  planned: 'planned',
  in_progress: 'inProgress',
  finished: 'finished',
  cancelled: 'cancelled',
  deleted: 'deleted',
};
const RECORDS: Record<string, string> = { clientId: 'client', unitId: 'unit', assetId: 'asset' };

/**
 * One value of a task history change, in words: a status or approval by its name, instants in the
 * user's time, yes/no, people and records by name, an address as one line, lists joined.
 */
export function HistoryValue(props: { field: string; value: unknown }) {
  const { t, i18n } = useTranslation();
  const { metadata } = useRuntime();
  const { field, value } = props;
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length))
    return <>{t('taskView.history.empty')}</>;
  if (field === 'status') return <>{t(`tasks.states.${STATUS_STATES[String(value)] ?? 'planned'}`)}</>;
  if (field === 'approval') return <>{t(`tasks.approvalStates.${String(value)}`)}</>;
  if (field === 'startAt' || field === 'dueAt') return <>{formatInstant(String(value), i18n.language)}</>;
  if (field === 'responsible' && typeof value === 'object')
    return <ResponsibleLabel responsible={value as TaskResponsible} />;
  const entity = RECORDS[field];
  if (entity && typeof value === 'number')
    return (
      <LookupLabel
        entity={entity}
        value={value}
        displayField={metadata.entities[entity]?.titleField ?? 'name'}
      />
    );
  if (field === 'formId') return <>{t('taskView.formNumber', { id: value })}</>;
  if (field === 'prerequisites' && Array.isArray(value))
    return <>{value.map((id) => t('taskView.taskNumber', { id })).join(', ')}</>;
  if (field === 'address' && typeof value === 'object')
    return <>{formatEntityValue({ key: 'address', type: 'address', label: '' }, value, t)}</>;
  if (field === 'proximityMeters') return <>{t('taskView.meters', { meters: value })}</>;
  if (field === 'useOrigin' && typeof value === 'object')
    return (
      <>
        {Object.entries(value as Record<string, boolean>)
          .filter(([, on]) => on)
          .map(([key]) => key)
          .join(', ') || t('taskView.history.empty')}
      </>
    );
  if (typeof value === 'boolean') return <>{t(value ? 'entityPages.yes' : 'entityPages.no')}</>;
  if (Array.isArray(value)) return <>{value.map(String).join(', ')}</>;
  if (typeof value === 'object') return <>{JSON.stringify(value)}</>;
  return <>{String(value)}</>;
}
