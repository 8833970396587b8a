import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../hooks/useTranslation';
import type { SendSurveySettings } from '../../../../runtime/workflows/steps/sendSurvey/SendSurveySettings';
import { NativeSelect } from '../../../components/NativeSelect';
import { fieldsOfType } from '../../fieldsOfType';
import type { StepPanelProps } from '../../StepEditor';

/**
 * Send survey (spec 001 §3): to the header's client or to the address an e-mail field holds, with the
 * public fill link of a chosen form (the document's own by default) until research surveys exist.
 */
export function SendSurveyPanel(props: StepPanelProps<SendSurveySettings>) {
  const { t } = useTranslation();
  const { settings } = props.step;
  const withForm = (next: SendSurveySettings) =>
    props.onChange(settings.formId ? { ...next, formId: settings.formId } : next);
  return (
    <Stack spacing={2}>
      <NativeSelect
        size="small"
        label={t('workflow.sendSurvey.to')}
        value={settings.to}
        onChange={(to) => withForm({ to: to as SendSurveySettings['to'] })}
        options={(['headerClient', 'fieldOption'] as const).map((to) => ({
          value: to,
          label: t(`workflow.sendSurvey.kinds.${to}`),
        }))}
      />
      {settings.to === 'fieldOption' && (
        <NativeSelect
          size="small"
          label={t('workflow.sendSurvey.field')}
          value={settings.fieldId ?? ''}
          placeholder="—"
          onChange={(fieldId) => withForm(fieldId ? { to: 'fieldOption', fieldId } : { to: 'fieldOption' })}
          options={fieldsOfType(props.model, ['email'])}
        />
      )}
      <NativeSelect
        size="small"
        label={t('workflow.sendSurvey.form')}
        value={settings.formId ? String(settings.formId) : ''}
        onChange={(id) => {
          const { formId: _old, ...rest } = settings;
          props.onChange(id ? { ...rest, formId: Number(id) } : rest);
        }}
        options={[
          { value: '', label: t('workflow.sendSurvey.sameForm') },
          ...props.lookups.forms.map((form) => ({ value: String(form.id), label: form.name })),
        ]}
      />
    </Stack>
  );
}
