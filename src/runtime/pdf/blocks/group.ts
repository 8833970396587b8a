import type { PdfBlockDefinition } from '../PdfBlockDefinition';

/** Every answered field of a group, in one or two columns, its name as a title; may start a new page. */
export interface GroupBlockSettings {
  groupId: string;
  columns: 1 | 2;
  title: boolean;
  pageBreakBefore: boolean;
}

export const groupBlock: PdfBlockDefinition<GroupBlockSettings> = {
  type: 'group',
  labelKey: 'pdf.blocks.group',
  zones: ['body'],
  defaultSpan: 12,
  schema: {
    $id: 'campo:pdf/blocks/group',
    type: 'object',
    additionalProperties: false,
    required: ['groupId', 'columns', 'title', 'pageBreakBefore'],
    properties: {
      groupId: { type: 'string', maxLength: 64 },
      columns: { enum: [1, 2] },
      title: { type: 'boolean' },
      pageBreakBefore: { type: 'boolean' },
    },
  },
  defaults: () => ({ groupId: '', columns: 1, title: true, pageBreakBefore: false }),
  uses: (settings) => (settings.groupId ? [settings.groupId] : []),
};
