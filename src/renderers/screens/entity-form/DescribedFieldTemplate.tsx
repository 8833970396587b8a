import { Templates } from '@rjsf/mui';
import { descriptionId, errorId, getUiOptions, helpId, type FieldTemplateProps } from '@rjsf/utils';

const MuiFieldTemplate = Templates.FieldTemplate!;

/**
 * rjsf's MUI field with every id its widget names in aria-describedby present on the page. The widgets
 * always point at the field's error, description and help ids, but the templates draw those only when
 * there is something to say; an empty hidden target stands in for each one missing, so the reference
 * resolves (axe "aria-valid-attr-value") and says nothing until errors appear.
 */
export function DescribedFieldTemplate(props: FieldTemplateProps) {
  if (props.hidden) return <MuiFieldTemplate {...props} />;
  const checkbox = getUiOptions(props.uiSchema).widget === 'checkbox';
  const missing = [
    props.rawErrors?.length ? null : errorId(props.id),
    props.rawDescription && (props.displayLabel || checkbox) ? null : descriptionId(props.id),
    props.rawHelp ? null : helpId(props.id),
  ].filter((id): id is string => id !== null);
  return (
    <>
      <MuiFieldTemplate {...props} />
      {missing.map((id) => (
        <span key={id} id={id} hidden />
      ))}
    </>
  );
}
