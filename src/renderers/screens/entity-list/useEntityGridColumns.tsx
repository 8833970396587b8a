import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { EntityMeta } from '../../../runtime/entities/EntityMeta';
import { formatEntityValue } from '../../../runtime/entities/formatEntityValue';
import { ImageThumbnail } from '../../components/images/ImageThumbnail';
import { LookupLabel } from '../../components/LookupLabel';
import type { EntityPaths } from '../../hooks/useEntityPaths';
import { RowActionsMenu } from '../../components/tables/RowActionsMenu';
import { usePhoneWidth } from '../../components/tables/usePhoneWidth';
import { EntityRowActions } from './EntityRowActions';
import type { EntityListRow } from './EntityListRow';
import { filterOperatorsFor } from './filterOperatorsFor';

/**
 * The grid's columns in the user's order: each metadata column formatted as the entity's field (lookups
 * by the referred record's name, images as a thumbnail), sortable and filterable as the metadata says, and the row actions for
 * those who may edit (on a phone, first and folded into one "Ações" menu, so no sideways scroll hides them).
 */
export function useEntityGridColumns(props: {
  entity: EntityMeta;
  order: string[];
  labels: Record<string, string>;
  paths: EntityPaths;
  onDelete(row: EntityListRow): void;
}): GridColDef<EntityListRow>[] {
  const { t } = useTranslation();
  const { entity, order, labels, paths, onDelete } = props;
  const phone = usePhoneWidth();
  return useMemo(() => {
    const fields = new Map(entity.fields.map((f) => [f.key, f]));
    const filterable = new Set([
      ...entity.fields.filter((f) => f.filterable).map((f) => f.key),
      ...(entity.filters ?? []).map((f) => f.field),
    ]);
    const widths = new Map(entity.list.columns.map((c) => [c.field, c.width]));
    const out: GridColDef<EntityListRow>[] = order.map((key) => {
      const field = fields.get(key)!;
      return {
        field: key,
        headerName: labels[key],
        flex: widths.get(key) ? undefined : 1,
        width: widths.get(key),
        minWidth: field.type === 'image' ? 72 : 140,
        sortable: !!field.sortable,
        filterable: filterable.has(key),
        type: field.type === 'boolean' ? 'boolean' : undefined,
        filterOperators: filterOperatorsFor(field),
        // An image's id means nothing to a reader: its cell shows the thumbnail, its text is empty.
        valueGetter: (_value: unknown, row: EntityListRow) =>
          field.type === 'boolean'
            ? row[key]
            : field.type === 'image'
              ? ''
              : formatEntityValue(field, row[key], t),
        ...(field.type === 'image'
          ? {
              renderCell: ({ row }: { row: EntityListRow }) => (
                <ImageThumbnail
                  value={row[key]}
                  alt={t('images.thumbnail', {
                    label: labels[key],
                    name: String(row[entity.titleField] ?? row.id),
                  })}
                />
              ),
            }
          : {}),
        ...(field.type === 'lookup' && field.entity && field.displayField
          ? {
              renderCell: ({ row }: { row: EntityListRow }) => (
                <LookupLabel entity={field.entity!} value={row[key]} displayField={field.displayField!} />
              ),
            }
          : {}),
      };
    });
    if (paths.canEdit && phone)
      out.unshift({
        field: '__actions',
        headerName: '',
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        width: 56,
        renderCell: ({ row }) => {
          const name = String(row[entity.titleField] ?? row.id);
          return (
            <RowActionsMenu
              name={name}
              actions={[
                ...(entity.clone && paths.new
                  ? [{ label: t('entityPages.clone'), to: `${paths.new}?from=${row.id}` }]
                  : []),
                ...(paths.edit ? [{ label: t('entityPages.edit'), to: paths.edit(row.id) }] : []),
                { label: t('entityPages.delete'), danger: true, onClick: () => onDelete(row) },
              ]}
            />
          );
        },
      });
    else if (paths.canEdit)
      out.push({
        field: '__actions',
        headerName: t('entityPages.actions'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        width: entity.clone && paths.new ? 150 : 110,
        renderCell: ({ row }) => (
          <EntityRowActions entity={entity} paths={paths} row={row} onDelete={onDelete} />
        ),
      });
    return out;
  }, [order, entity, labels, paths, onDelete, t, phone]);
}
