import { useTranslation } from '../../hooks/useTranslation';
import type { TaskResponsible } from '../../../runtime/tasks/TaskFields';
import { LookupLabel } from '../LookupLabel';
import { useRuntime } from '../../hooks/useRuntime';

/** A task's responsible by name: the employee, the work group, or the shared code with its type. */
export function ResponsibleLabel(props: { responsible: TaskResponsible }) {
  const { t } = useTranslation();
  const { metadata } = useRuntime();
  const r = props.responsible;
  if (r.kind === 'sharedCode')
    return <>{t('taskView.sharedCode', { code: r.code, type: t(`taskView.codeTypes.${r.codeType}`) })}</>;
  if (r.kind === 'squad')
    return (
      <>
        {t('taskView.squad')}{' '}
        <LookupLabel
          entity="squad"
          value={r.id}
          displayField={metadata.entities.squad?.titleField ?? 'title'}
        />
      </>
    );
  return <LookupLabel entity="employee" value={r.id} displayField="name" />;
}
