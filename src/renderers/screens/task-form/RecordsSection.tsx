import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { RecordPicker } from './RecordPicker';
import { TaskAddressFields } from './TaskAddressFields';
import { TaskFieldGrid } from './TaskFieldGrid';
import { TaskSection } from '../../components/tasks/TaskSection';
import type { TaskSectionProps } from './TaskSectionProps';

/** The client, unit and asset the task is about (searched by name) and where it happens. */
export function RecordsSection(props: TaskSectionProps) {
  const { t } = useTranslation();
  const { draft, change, errors } = props;
  return (
    <TaskSection title={t('taskForm.sections.records')}>
      <TaskFieldGrid columns={3}>
        <RecordPicker
          id="task-client"
          entity="client"
          label={t('taskForm.fields.clientId')}
          value={draft.clientId}
          onChange={(clientId) => change({ clientId })}
          error={errors.clientId}
        />
        <RecordPicker
          id="task-unit"
          entity="unit"
          label={t('taskForm.fields.unitId')}
          value={draft.unitId}
          onChange={(unitId) => change({ unitId })}
          error={errors.unitId}
        />
        <RecordPicker
          id="task-asset"
          entity="asset"
          label={t('taskForm.fields.assetId')}
          value={draft.assetId}
          onChange={(assetId) => change({ assetId })}
          error={errors.assetId}
        />
      </TaskFieldGrid>
      <Typography variant="subtitle2" component="h3">
        {t('taskForm.sections.address')}
      </Typography>
      <TaskAddressFields value={draft.address} onChange={(address) => change({ address })} />
    </TaskSection>
  );
}
