import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { formatTaskDate } from '../../../runtime/tasks/formatTaskDate';
import type { TaskFields } from '../../../runtime/tasks/TaskFields';
import { LookupLabel } from '../../components/LookupLabel';
import type { LookupRecord } from '../../components/pickers/searchLookup';
import { useRuntime } from '../../hooks/useRuntime';
import { namedTasks } from '../../../runtime/controllers/taskForm/namedTasks';
import type { TaskFormOptions } from '../../../runtime/controllers/taskForm/TaskFormOptions';
import { TaskSection } from '../../components/tasks/TaskSection';
import { DetailList } from './DetailList';

const ADDRESS_ORDER = ['street', 'number', 'complement', 'district', 'city', 'state', 'cep', 'country'];

/**
 * Every field of a task or recurrent template, read-only and named (form, responsible, client, unit,
 * asset, approval group, prerequisites), in the sections of the edit page. `due` is the due line the
 * caller words (a date and hour, or a template's expiry).
 */
export function TaskSummary(props: {
  task: TaskFields & { dueHour?: string | null };
  options: TaskFormOptions | undefined;
  due: string;
  recurrent: boolean;
}) {
  const { t } = useTranslation();
  const { command, metadata } = useRuntime();
  const { task, options } = props;
  const [prerequisites, setPrerequisites] = useState<LookupRecord[]>([]);
  const ids = (task.prerequisites ?? []).join(',');
  useEffect(() => {
    let alive = true;
    if (ids) void namedTasks(command, ids.split(',').map(Number)).then((p) => alive && setPrerequisites(p));
    return () => {
      alive = false;
    };
  }, [command, ids]);

  const none = t('taskDetails.none');
  const yesNo = (value: unknown) => t(value ? 'taskDetails.yes' : 'taskDetails.no');
  const nameIn = (list: Array<{ id: number; name: string }> | undefined, id: number | null | undefined) =>
    id === null || id === undefined ? none : (list?.find((o) => o.id === id)?.name ?? `#${id}`);
  const lookup = (entity: string, id: number | null | undefined) =>
    id ? (
      <LookupLabel
        entity={entity}
        value={id}
        displayField={metadata.entities[entity]?.titleField ?? 'name'}
      />
    ) : (
      none
    );
  const r = task.responsible;
  const responsible =
    r.kind === 'sharedCode'
      ? t('taskDetails.code', { type: t(`taskForm.codeTypes.${r.codeType}`), code: r.code })
      : r.kind === 'employee'
        ? lookup('employee', r.id)
        : `${t('taskForm.kinds.squad')}: ${nameIn(options?.squads, r.id)}`;
  const address = (task.address ?? {}) as Record<string, unknown>;
  const addressText = ADDRESS_ORDER.map((k) => address[k])
    .filter((v) => v !== undefined && v !== null && v !== '')
    .join(', ');
  const coordinates =
    typeof address.latitude === 'number' && typeof address.longitude === 'number'
      ? `${address.latitude}, ${address.longitude}`
      : '';
  const groupId = task.approvalGroupId;
  const approvalGroup =
    groupId === null || groupId === undefined
      ? t('taskForm.anyAdmin')
      : (task.approvalGroupKind ?? (options?.roles.some((o) => o.id === groupId) ? 'role' : 'squad')) ===
          'role'
        ? `${t('taskForm.approvalKinds.role')}: ${nameIn(options?.roles, groupId)}`
        : `${t('taskForm.approvalKinds.squad')}: ${nameIn(options?.squads, groupId)}`;
  const origin = Object.entries(task.useOrigin ?? {})
    .filter(([, on]) => on)
    .map(([field]) => t(`taskForm.fields.${field}`))
    .join(', ');

  return (
    <>
      <TaskSection title={t('taskForm.sections.general')}>
        <DetailList
          items={[
            { label: t('taskForm.fields.title'), value: task.title },
            { label: t('taskForm.fields.formId'), value: nameIn(options?.forms, task.formId) },
            { label: t('taskForm.fields.responsible'), value: responsible },
            {
              label: t(props.recurrent ? 'taskForm.fields.baseDate' : 'taskForm.fields.startDate'),
              value: t('taskDetails.at', {
                date: formatTaskDate(task.startDate, false),
                hour: task.startHour ?? '00:00',
              }),
            },
            { label: t('taskForm.fields.dueMode'), value: props.due },
            { label: t('taskForm.fields.instructions'), value: task.instructions || none },
          ]}
        />
      </TaskSection>
      <TaskSection title={t('taskForm.sections.records')}>
        <DetailList
          items={[
            { label: t('taskForm.fields.clientId'), value: lookup('client', task.clientId) },
            { label: t('taskForm.fields.unitId'), value: lookup('unit', task.unitId) },
            { label: t('taskForm.fields.assetId'), value: lookup('asset', task.assetId) },
            { label: t('taskForm.fields.address'), value: addressText || none },
            {
              label: `${t('entities.address.latitude')}, ${t('entities.address.longitude')}`,
              value: coordinates || none,
            },
          ]}
        />
      </TaskSection>
      <TaskSection title={t('taskForm.sections.options')}>
        <DetailList
          items={[
            { label: t('taskForm.fields.hideBeforeStart'), value: yesNo(task.hideBeforeStart) },
            { label: t('taskForm.fields.urgent'), value: yesNo(task.urgent) },
            { label: t('taskForm.fields.closeAfterDue'), value: yesNo(task.closeAfterDue) },
            { label: t('taskForm.fields.useOrigin'), value: origin || none },
            { label: t('taskForm.fields.notifyEmails'), value: (task.notifyEmails ?? []).join(', ') || none },
            ...(props.recurrent
              ? []
              : [
                  {
                    label: t('taskForm.fields.prerequisites'),
                    value: prerequisites.length
                      ? prerequisites.map((p, i) => (
                          <span key={p.id}>
                            {i > 0 && ', '}
                            <Link component={RouterLink} to={`/task/details/${p.id}/0`}>
                              {p.name}
                            </Link>
                          </span>
                        ))
                      : none,
                  },
                ]),
          ]}
        />
      </TaskSection>
      <TaskSection title={t('taskForm.sections.location')}>
        <DetailList
          items={[
            { label: t('taskForm.fields.fillInLocation'), value: yesNo(task.fillInLocation) },
            { label: t('taskForm.fields.proximityMeters'), value: task.proximityMeters ?? none },
            { label: t('taskForm.fields.showOnlyNear'), value: yesNo(task.showOnlyNear) },
            { label: t('taskForm.fields.canFillOutOfArea'), value: yesNo(task.canFillOutOfArea) },
            {
              label: t('taskForm.fields.outOfAreaJustificationRequired'),
              value: yesNo(task.outOfAreaJustificationRequired),
            },
          ]}
        />
      </TaskSection>
      <TaskSection title={t('taskForm.sections.approval')}>
        <DetailList
          items={[
            { label: t('taskForm.fields.needsApproval'), value: yesNo(task.needsApproval) },
            ...(task.needsApproval
              ? [{ label: t('taskForm.fields.approvalGroupId'), value: approvalGroup }]
              : []),
          ]}
        />
      </TaskSection>
    </>
  );
}
