import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { PlanActivity } from '../../../runtime/forms/FormModel';
import { searchEmployees } from '../../components/employees/searchEmployees';
import { RecordLookup } from '../../components/pickers/RecordLookup';
import { useLookupLabel } from '../../hooks/useLookupLabel';
import { useRuntime } from '../../hooks/useRuntime';

/** The activity a createActivity plan asks for (what, who, by when); once created, a link to the task. */
export function PlanActivityFields(props: {
  activity: Partial<PlanActivity> | undefined;
  required: string;
  readOnly: boolean;
  onChange(activity: Partial<PlanActivity> | undefined): void;
}) {
  const { t } = useTranslation();
  const { command, metadata } = useRuntime();
  const id = useId();
  const activity = props.activity ?? {};
  const name = useLookupLabel(
    'employee',
    activity.responsibleId ?? null,
    metadata.entities.employee?.titleField ?? 'name',
  );
  if (props.readOnly) {
    if (!activity.title) return null;
    return activity.taskId ? (
      <Link href={`#/task/view/${activity.taskId}`}>
        {t('forms.fill.actionPlan.activityCreated', { title: activity.title })}
      </Link>
    ) : (
      <Typography variant="body2">
        {t('forms.fill.actionPlan.activityPending', { title: activity.title })}
      </Typography>
    );
  }
  const change = (patch: Partial<PlanActivity>) => {
    const next = { ...activity, ...patch };
    for (const key of Object.keys(next) as Array<keyof PlanActivity>)
      if (next[key] === undefined) delete next[key];
    props.onChange(Object.keys(next).length ? next : undefined);
  };
  return (
    <Box role="group" aria-labelledby={`${id}-title`} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={`${id}-title`} variant="body2">
        {t('forms.fill.actionPlan.createActivity') + props.required}
      </Typography>
      <TextField
        id={`${id}-name`}
        size="small"
        label={t('forms.fill.actionPlan.activityTitle')}
        value={activity.title ?? ''}
        onChange={(e) => change({ title: e.target.value || undefined })}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <RecordLookup
        id={`${id}-responsible`}
        entity="employee"
        label={t('forms.fill.actionPlan.activityResponsible')}
        multiple={false}
        size="small"
        value={activity.responsibleId ? { id: String(activity.responsibleId), name } : null}
        onChange={(record) => change({ responsibleId: record ? Number(record.id) : undefined })}
        search={(text) => searchEmployees(command, text)}
      />
      <TextField
        id={`${id}-due`}
        size="small"
        type="date"
        label={t('forms.fill.actionPlan.activityDue')}
        value={activity.dueDate ?? ''}
        onChange={(e) => change({ dueDate: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}
