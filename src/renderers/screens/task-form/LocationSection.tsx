import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { SwitchField } from './SwitchField';
import { TaskFieldGrid } from './TaskFieldGrid';
import { TaskSection } from '../../components/tasks/TaskSection';
import type { TaskSectionProps } from './TaskSectionProps';

/**
 * Filling only in location with its proximity in metres (1 to 100000, 'Distância inválida' otherwise),
 * show only near, and filling out of the area with or without a justification.
 */
export function LocationSection(props: TaskSectionProps) {
  const { t } = useTranslation();
  const { draft, change, errors } = props;
  return (
    <TaskSection title={t('taskForm.sections.location')}>
      <FormGroup>
        <SwitchField
          label={t('taskForm.fields.fillInLocation')}
          checked={draft.fillInLocation}
          onChange={(fillInLocation) => change({ fillInLocation })}
        />
      </FormGroup>
      <TaskFieldGrid columns={4}>
        <TextField
          type="number"
          label={t('taskForm.fields.proximityMeters')}
          value={draft.proximityMeters}
          onChange={(e) => change({ proximityMeters: e.target.value })}
          required={draft.fillInLocation}
          error={!!errors.proximityMeters}
          helperText={errors.proximityMeters}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 1, max: 100000, step: 1 } }}
        />
      </TaskFieldGrid>
      <FormGroup>
        <SwitchField
          label={t('taskForm.fields.showOnlyNear')}
          checked={draft.showOnlyNear}
          onChange={(showOnlyNear) => change({ showOnlyNear })}
        />
        <SwitchField
          label={t('taskForm.fields.canFillOutOfArea')}
          checked={draft.canFillOutOfArea}
          onChange={(canFillOutOfArea) =>
            change({
              canFillOutOfArea,
              outOfAreaJustificationRequired: canFillOutOfArea && draft.outOfAreaJustificationRequired,
            })
          }
        />
        {draft.canFillOutOfArea && (
          <SwitchField
            label={t('taskForm.fields.outOfAreaJustificationRequired')}
            checked={draft.outOfAreaJustificationRequired}
            onChange={(outOfAreaJustificationRequired) => change({ outOfAreaJustificationRequired })}
          />
        )}
      </FormGroup>
      {/* Only an address with coordinates is checked against the filler's position (docs/tasks.md). */}
      {draft.fillInLocation && !(draft.address.latitude.trim() && draft.address.longitude.trim()) && (
        <Typography variant="body2" color="text.secondary">
          {t('taskForm.locationHelp')}
        </Typography>
      )}
    </TaskSection>
  );
}
