import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslation } from '../../hooks/useTranslation';
import { pdfLayoutOps } from '../../../runtime/controllers/pdfEditor/pdfLayoutOps';
import type { FormField, FormModel } from '../../../runtime/forms/FormModel';
import { formFieldType } from '../../../runtime/forms/fieldTypes/formFieldType';
import type { PdfBlock, PdfBlockType } from '../../../runtime/pdf/PdfLayout';
import { pdfBlockComponents } from '../pdfBlockComponents';

/** The block a form field dragged from the list becomes: its type's own (photos, signature) or a field. */
function blockForField(field: FormField): PdfBlock {
  const own = (Object.keys(pdfBlockComponents) as PdfBlockType[]).find((type) =>
    pdfBlockComponents[type].fromFields?.includes(field.type),
  );
  return pdfLayoutOps.create(own ?? 'field', { fieldId: field.id });
}

/** One palette entry: dragged onto the page, or added with its button (keyboard). */
function PaletteItem(props: {
  label: string;
  nested?: boolean;
  make(): PdfBlock;
  onAdd(block: PdfBlock): void;
  onDragStart(block: PdfBlock, event: DragEvent): void;
  onDragEnd(): void;
}) {
  const { t } = useTranslation();
  return (
    <ListItem
      dense
      draggable
      data-palette-item={props.label}
      title={props.label}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', props.label);
        props.onDragStart(props.make(), e.nativeEvent);
      }}
      onDragEnd={props.onDragEnd}
      sx={{ cursor: 'grab', pl: props.nested ? 3 : 1, '&:hover': { bgcolor: 'action.hover' } }}
      secondaryAction={
        <IconButton
          edge="end"
          size="small"
          aria-label={t('pdfEditor.palette.add', { name: props.label })}
          onClick={() => props.onAdd(props.make())}
        >
          <AddCircleOutline fontSize="small" />
        </IconButton>
      }
    >
      <ListItemIcon sx={{ minWidth: 28 }}>
        <DragIndicator fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={props.label} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />
    </ListItem>
  );
}

/**
 * The PDF editor's palette (spec 001 §3): every block type, then the form's groups and their fields
 * bound to the answers (a field becomes its type's block: photos, signature, or a field block). Each is
 * dragged onto the page, where its zones allow it, or added with its button after the selected block.
 *
 * @example <BlockPalette model={model} onAdd={add} onDragStart={drag.start} onDragEnd={drag.end} />
 */
export function BlockPalette(props: {
  model: FormModel;
  onAdd(block: PdfBlock): void;
  onDragStart(block: PdfBlock, event: DragEvent): void;
  onDragEnd(): void;
}) {
  const { t } = useTranslation();
  const drag = { onAdd: props.onAdd, onDragStart: props.onDragStart, onDragEnd: props.onDragEnd };
  return (
    <nav aria-label={t('pdfEditor.palette.title')}>
      <List dense disablePadding subheader={<ListSubheader>{t('pdfEditor.palette.blocks')}</ListSubheader>}>
        {(Object.keys(pdfBlockComponents) as PdfBlockType[]).map((type) => (
          <PaletteItem
            key={type}
            label={t(pdfBlockComponents[type].definition.labelKey)}
            make={() => pdfLayoutOps.create(type)}
            {...drag}
          />
        ))}
      </List>
      <List dense disablePadding subheader={<ListSubheader>{t('pdfEditor.palette.fields')}</ListSubheader>}>
        {props.model.groups.flatMap((group) => [
          <PaletteItem
            key={group.id}
            label={group.name}
            make={() => pdfLayoutOps.create('group', { groupId: group.id })}
            {...drag}
          />,
          ...group.fields
            .filter((field) => !formFieldType(field).display)
            .map((field) => (
              <PaletteItem
                key={field.id}
                nested
                label={field.name}
                make={() => blockForField(field)}
                {...drag}
              />
            )),
        ])}
      </List>
    </nav>
  );
}
