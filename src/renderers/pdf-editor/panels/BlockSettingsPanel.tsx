import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import type { PlacedPdfBlock } from '../../../runtime/controllers/pdfEditor/pdfLayoutOps';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { formFieldType } from '../../../runtime/forms/fieldTypes/formFieldType';
import type { PdfBlock } from '../../../runtime/pdf/PdfLayout';
import { NativeSelect } from '../../components/NativeSelect';
import { pdfBlockComponents } from '../pdfBlockComponents';
import { ColorInput } from './ColorInput';
import { SchemaSettingsForm, type SettingChoices } from './SchemaSettingsForm';

type Style = NonNullable<PdfBlock['style']>;

/** The form items a block's settings may name: its type's fields (any answered one by default), the groups. */
function choicesFor(block: PdfBlock, model: FormModel): SettingChoices {
  const types = pdfBlockComponents[block.type].fieldTypes;
  const fields = model.groups.flatMap((group) =>
    group.fields
      .filter((field) => (types ? types.includes(field.type) : !formFieldType(field).display))
      .map((field) => ({ value: field.id, label: `${group.name} › ${field.name}` })),
  );
  return {
    fieldId: fields,
    groupId: model.groups.map((group) => ({ value: group.id, label: group.name })),
  };
}

/**
 * The selected block's settings (spec 001 §3, PDF editor): its width in columns, its type's settings
 * (SchemaSettingsForm, from the type's schema), its look (alignment, font size, bold, colours) and
 * removal. Every change goes to `onChange` with the key that merges one input's keystrokes into one undo.
 *
 * @example <BlockSettingsPanel placed={placed} model={model} stepMm={5} onChange={change} onRemove={remove} />
 */
export function BlockSettingsPanel(props: {
  placed: PlacedPdfBlock | undefined;
  model: FormModel;
  stepMm: number;
  name: string;
  onChange(block: PdfBlock, coalesce: string): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const { placed } = props;
  if (!placed)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('pdfEditor.block.none')}
      </Typography>
    );
  const { block } = placed;
  const component = pdfBlockComponents[block.type];
  const style: Style = block.style ?? {};
  const setStyle = (patch: Partial<Style>, key: string) => {
    const next = Object.fromEntries(
      Object.entries({ ...style, ...patch }).filter(([, v]) => v !== undefined && v !== false),
    );
    props.onChange(
      { ...block, style: Object.keys(next).length ? next : undefined },
      `${block.id}.style.${key}`,
    );
  };
  return (
    <Stack spacing={2} component="section" aria-label={t('pdfEditor.block.label', { name: props.name })}>
      <Typography variant="subtitle1" component="h2">
        {props.name}
      </Typography>
      {component.resizable && (
        <NativeSelect
          size="small"
          label={t('pdfEditor.block.span')}
          value={String(block.span)}
          options={Array.from({ length: 12 }, (_, i) => ({
            value: String(i + 1),
            label: t('pdfEditor.block.columns', { count: i + 1 }),
          }))}
          onChange={(value) => props.onChange({ ...block, span: Number(value) }, `${block.id}.span`)}
        />
      )}
      <SchemaSettingsForm
        schema={component.definition.schema as { properties?: Record<string, never> }}
        value={block.settings}
        choices={choicesFor(block, props.model)}
        stepMm={props.stepMm}
        noneLabel={t(`pdfEditor.values.none.${block.type}`)}
        onChange={(name, value) =>
          props.onChange({ ...block, settings: { ...block.settings, [name]: value } }, `${block.id}.${name}`)
        }
      />
      {block.type !== 'pageBreak' && block.type !== 'spacer' && (
        <>
          <Divider />
          <Typography variant="subtitle2" component="h3">
            {t('pdfEditor.style.title')}
          </Typography>
          <NativeSelect
            size="small"
            label={t('pdfEditor.style.align')}
            value={style.align ?? ''}
            placeholder={t('pdfEditor.style.alignDefault')}
            options={(['left', 'center', 'right'] as const).map((align) => ({
              value: align,
              label: t(`pdfEditor.style.aligns.${align}`),
            }))}
            onChange={(value) => setStyle({ align: (value || undefined) as Style['align'] }, 'align')}
          />
          <TextField
            size="small"
            type="number"
            label={t('pdfEditor.style.fontSize')}
            value={style.fontSizePt ?? ''}
            slotProps={{ htmlInput: { min: 6, max: 48 } }}
            onChange={(e) => {
              const size = Number(e.target.value);
              setStyle(
                { fontSizePt: e.target.value && size >= 6 && size <= 48 ? size : undefined },
                'fontSizePt',
              );
            }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={style.bold === true}
                onChange={(e) => setStyle({ bold: e.target.checked }, 'bold')}
              />
            }
            label={t('pdfEditor.style.bold')}
          />
          <ColorInput
            label={t('pdfEditor.style.color')}
            value={style.color}
            onChange={(color) => setStyle({ color }, 'color')}
          />
          <ColorInput
            label={t('pdfEditor.style.background')}
            value={style.background}
            onChange={(background) => setStyle({ background }, 'background')}
          />
        </>
      )}
      <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={props.onRemove}>
        {t('pdfEditor.block.remove')}
      </Button>
    </Stack>
  );
}
