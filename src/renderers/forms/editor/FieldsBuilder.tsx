import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { FieldTypeId } from '../../../runtime/forms/FIELD_TYPE_IDS';
import type { FormModel } from '../../../runtime/forms/FormModel';
import type { FieldTypeCatalogue } from '../fieldTypes/FieldTypeMeta';
import { FieldPalette } from './FieldPalette';
import { FieldRow } from './FieldRow';
import { FieldSettingsPanel } from './FieldSettingsPanel';
import { formModelOps } from './formModelOps';
import { GroupCard } from './GroupCard';
import { GroupSettingsDialog } from './GroupSettingsDialog';
import { usageBlock } from './usageBlock';

/**
 * The "create / edit / view fields" tab: the palette (a side column on wide screens, a dialog on phones),
 * the groups and their fields in order (drag by the handle, with the mouse or the keyboard: focus the
 * handle, Space, arrows, Space), each with edit, clone, move and delete.
 */
export function FieldsBuilder(props: {
  model: FormModel;
  types: FieldTypeCatalogue;
  invalidIds: Set<string>;
  onChange(model: FormModel): void;
  onRefuse(message: string): void;
}) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width:900px)');
  const { model } = props;
  const [activeGroup, setActiveGroup] = useState<string | undefined>(model.groups[0]?.id);
  const [paletteFor, setPaletteFor] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [groupEditing, setGroupEditing] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const target = model.groups.some((g) => g.id === activeGroup) ? activeGroup : model.groups.at(-1)?.id;
  const editingField = model.groups.flatMap((g) => g.fields).find((f) => f.id === editing);
  const groupBeingEdited = model.groups.find((g) => g.id === groupEditing);

  const addField = (type: FieldTypeId, groupId: string | undefined) => {
    let next = model;
    let group = groupId;
    if (!group) {
      const added = formModelOps.addGroup(
        model,
        t('forms.editor.group.default', { n: model.groups.length + 1 }),
      );
      next = added.model;
      group = added.id;
    }
    const meta = props.types[type];
    const field = formModelOps.newField(next, meta, t(meta.label), {
      option: (n) => t('forms.editor.options.default', { n }),
      according: (id) => t(`forms.editor.values.${id}`),
      column: t('forms.editor.table.columnDefault', { n: 1 }),
    });
    props.onChange(formModelOps.addField(next, group, field));
    setActiveGroup(group);
    setPaletteFor(null);
    setEditing(field.id);
  };
  const removeField = (id: string, name: string) => {
    const blocked = usageBlock(model, id, name, t);
    if (blocked) props.onRefuse(blocked);
    else props.onChange(formModelOps.removeField(model, id));
  };
  const removeGroup = (id: string, name: string) => {
    const blocked = usageBlock(model, id, name, t);
    if (blocked) props.onRefuse(blocked);
    else props.onChange(formModelOps.removeGroup(model, id));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const a = String(active.id);
    const o = String(over.id);
    if (a.startsWith('g:')) {
      const from = model.groups.findIndex((g) => `g:${g.id}` === a);
      const to = model.groups.findIndex((g) => `g:${g.id}` === o);
      if (to >= 0) props.onChange(formModelOps.moveGroup(model, from, to));
      return;
    }
    const fieldId = a.slice(2);
    if (o.startsWith('g:')) {
      props.onChange(formModelOps.placeField(model, fieldId, o.slice(2)));
      return;
    }
    const overGroup = model.groups.find((g) => g.fields.some((f) => `f:${f.id}` === o));
    if (!overGroup) return;
    const to = overGroup.fields.findIndex((f) => `f:${f.id}` === o);
    props.onChange(formModelOps.placeField(model, fieldId, overGroup.id, to));
  };
  const label = (name: string) => t('forms.editor.copyOf', { name });

  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: wide ? '300px minmax(0, 1fr)' : 'minmax(0, 1fr)' }}
    >
      {wide && (
        <Paper
          variant="outlined"
          sx={{
            p: 1.5,
            alignSelf: 'start',
            position: 'sticky',
            top: 8,
            maxHeight: 'calc(100vh - 140px)',
            overflow: 'auto',
          }}
        >
          <Typography variant="subtitle2" component="h2">
            {t('forms.editor.paletteTitle')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {t('forms.editor.paletteTarget', {
              name: model.groups.find((g) => g.id === target)?.name ?? '—',
            })}
          </Typography>
          <FieldPalette types={props.types} onAdd={(type) => addField(type, target)} />
        </Paper>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignContent: 'start',
          minWidth: 0,
          gridTemplateColumns: 'minmax(0, 1fr)',
        }}
      >
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('forms.editor.dnd.instructions') },
            announcements: {
              onDragStart: () => t('forms.editor.dnd.start'),
              onDragOver: () => t('forms.editor.dnd.over'),
              onDragEnd: () => t('forms.editor.dnd.end'),
              onDragCancel: () => t('forms.editor.dnd.cancel'),
            },
          }}
        >
          <SortableContext
            items={model.groups.map((g) => `g:${g.id}`)}
            strategy={verticalListSortingStrategy}
          >
            {model.groups.map((group, index) => (
              <GroupCard
                key={group.id}
                group={group}
                index={index}
                count={model.groups.length}
                active={group.id === target}
                invalid={props.invalidIds.has(group.id)}
                onActivate={() => setActiveGroup(group.id)}
                onAddField={() => setPaletteFor(group.id)}
                onSettings={() => setGroupEditing(group.id)}
                onClone={() => props.onChange(formModelOps.cloneGroup(model, group.id, label).model)}
                onMove={(to) => props.onChange(formModelOps.moveGroup(model, index, to))}
                onDelete={() => removeGroup(group.id, group.name)}
              >
                {group.fields.map((field, fieldIndex) => (
                  <FieldRow
                    key={field.id}
                    field={field}
                    group={group}
                    index={fieldIndex}
                    groups={model.groups}
                    invalid={props.invalidIds.has(field.id)}
                    onEdit={() => setEditing(field.id)}
                    onClone={() => props.onChange(formModelOps.cloneField(model, field.id, label).model)}
                    onMove={(to) => props.onChange(formModelOps.moveField(model, group.id, fieldIndex, to))}
                    onMoveToGroup={(groupId) =>
                      props.onChange(formModelOps.placeField(model, field.id, groupId))
                    }
                    onDelete={() => removeField(field.id, field.name)}
                  />
                ))}
              </GroupCard>
            ))}
          </SortableContext>
        </DndContext>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<Add />}
            onClick={() => {
              const added = formModelOps.addGroup(
                model,
                t('forms.editor.group.default', { n: model.groups.length + 1 }),
              );
              props.onChange(added.model);
              setActiveGroup(added.id);
            }}
          >
            {t('forms.editor.group.add')}
          </Button>
        </Box>
      </Box>
      {paletteFor !== null && (
        <Dialog open onClose={() => setPaletteFor(null)} fullScreen={!wide} fullWidth maxWidth="md">
          <DialogTitle>
            {t('forms.editor.paletteTarget', {
              name: model.groups.find((g) => g.id === paletteFor)?.name ?? '',
            })}
          </DialogTitle>
          <DialogContent>
            <FieldPalette types={props.types} onAdd={(type) => addField(type, paletteFor)} />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
              <Button onClick={() => setPaletteFor(null)}>{t('forms.editor.cancel')}</Button>
            </Box>
          </DialogContent>
        </Dialog>
      )}
      {groupBeingEdited && (
        <GroupSettingsDialog
          group={groupBeingEdited}
          model={model}
          onClose={() => setGroupEditing(null)}
          onSave={(group) => {
            props.onChange(formModelOps.updateGroup(model, group));
            setGroupEditing(null);
          }}
        />
      )}
      <FieldSettingsPanel
        field={editingField}
        model={model}
        types={props.types}
        onChange={(field) => props.onChange(formModelOps.updateField(model, field))}
        onRefuse={props.onRefuse}
        onClose={() => setEditing(null)}
      />
    </Box>
  );
}
