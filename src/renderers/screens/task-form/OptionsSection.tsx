import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from '../../hooks/useTranslation';
import { SwitchField } from './SwitchField';
import { TaskSection } from '../../components/tasks/TaskSection';
import type { TaskSectionProps } from './TaskSectionProps';

/** The fields a task may take from the document it comes from (a workflow step's origin). */
const ORIGIN_FIELDS = ['clientId', 'unitId', 'assetId', 'address'] as const;

/** Hide before start, urgent, close after due, and the use-value-of-origin toggles. */
export function OptionsSection(props: TaskSectionProps) {
  const { t } = useTranslation();
  const { draft, change } = props;
  return (
    <TaskSection title={t('taskForm.sections.options')}>
      <FormGroup>
        <SwitchField
          label={t('taskForm.fields.hideBeforeStart')}
          checked={draft.hideBeforeStart}
          onChange={(hideBeforeStart) => change({ hideBeforeStart })}
        />
        <SwitchField
          label={t('taskForm.fields.urgent')}
          checked={draft.urgent}
          onChange={(urgent) => change({ urgent })}
        />
        <SwitchField
          label={t('taskForm.fields.closeAfterDue')}
          checked={draft.closeAfterDue}
          onChange={(closeAfterDue) => change({ closeAfterDue })}
        />
      </FormGroup>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('taskForm.fields.useOrigin')}</FormLabel>
        <FormLabel sx={{ fontSize: '0.875rem' }}>{t('taskForm.useOriginHelp')}</FormLabel>
        <FormGroup row>
          {ORIGIN_FIELDS.map((field) => (
            <FormControlLabel
              key={field}
              label={t(`taskForm.fields.${field}`)}
              control={
                <Checkbox
                  checked={!!draft.useOrigin[field]}
                  onChange={(e) => change({ useOrigin: { ...draft.useOrigin, [field]: e.target.checked } })}
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
    </TaskSection>
  );
}
