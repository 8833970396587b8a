import { describe, expect, it } from 'vitest';
import ptBR from '../../../metadata/i18n/pt-BR.json';
import { errorMessageKey } from '../errors/errorCatalogue';
import { blockedChanges } from '../forms/blockedChanges';
import { formUsageMessage } from '../forms/formUsageMessage';
import type { FormModel } from '../forms/FormModel';
import { createTranslator } from '../i18n/createTranslator';
import { checkModelExports } from './checkModelExports';
import { checkPdfLayout } from './checkPdfLayout';
import { exportsProblemVars } from './exportsProblemVars';
import type { PdfBlock, PdfLayout, StyleRule } from './PdfLayout';

const model = (): FormModel => ({
  name: 'Vistoria',
  groups: [
    {
      id: 'g1',
      name: 'Dados',
      fields: [
        { id: 'client', name: 'Cliente', type: 'textShort' },
        { id: 'price', name: 'Preço', type: 'currency' },
        { id: 'due', name: 'Prazo', type: 'date' },
        { id: 'title', name: 'Título', type: 'auxTitle' },
        { id: 'photos', name: 'Fotos', type: 'photo' },
      ],
    },
  ],
});

const block = (id: string, type: PdfBlock['type'], settings: object, span = 12): PdfBlock => ({
  id,
  type,
  span,
  settings: settings as Record<string, unknown>,
});

const layout = (edit: (l: PdfLayout) => void = () => undefined): PdfLayout => {
  const l: PdfLayout = {
    version: 1,
    page: {
      size: 'A4',
      orientation: 'portrait',
      marginsMm: { top: 15, right: 15, bottom: 15, left: 15 },
      gridMm: 5,
    },
    header: { heightMm: 20, blocks: [block('logo', 'logo', { heightMm: 15 }, 3)] },
    footer: { heightMm: 10, blocks: [block('pages', 'pageNumber', { format: '{page}/{pages}' }, 4)] },
    body: [
      block('g', 'group', { groupId: 'g1', columns: 2, title: true, pageBreakBefore: false }),
      block('f', 'field', { fieldId: 'price', label: 'left' }, 6),
      block('p', 'photos', { fieldId: null, perRow: 3 }),
    ],
    background: { mode: 'none', fileId: null, pages: [] },
    attachmentsPage: { enabled: true, perPage: 4 },
    styleRules: [{ id: 'r1', fieldId: 'price', operator: 'greater', value: 100, textColor: '#c62828' }],
  };
  edit(l);
  return l;
};

const codes = (l: PdfLayout) => checkPdfLayout(l, model()).map((p) => p.code);
const rule = (r: Partial<StyleRule>) =>
  layout((l) => (l.styleRules = [{ id: 'r', fieldId: 'due', operator: 'after', ...r }]));

describe('checkPdfLayout', () => {
  it('passes a layout whose blocks, zones, bindings and rules all hold', () => {
    expect(checkPdfLayout(layout(), model())).toEqual([]);
  });

  it("checks each block's settings against its type's schema, naming the setting", () => {
    const problems = checkPdfLayout(
      layout((l) => (l.header.blocks[0]!.settings = { heightMm: 500 })),
      model(),
    );
    expect(problems).toEqual([
      { code: 'BLOCK_SETTINGS_INVALID', zone: 'header', blockId: 'logo', params: { path: 'heightMm' } },
    ]);
    expect(
      checkPdfLayout(
        layout((l) => (l.body[1]!.settings = { label: 'left' })),
        model(),
      )[0],
    ).toMatchObject({
      params: { path: 'fieldId' },
    });
  });

  it('keeps a block type in its zones: a page number in the body, a field in the header are refused', () => {
    expect(
      codes(
        layout((l) => {
          l.body.push(block('n', 'pageNumber', { format: '{page}' }));
          l.header.blocks.push(block('h', 'field', { fieldId: 'client', label: 'above' }));
        }),
      ),
    ).toEqual(['BLOCK_ZONE', 'BLOCK_ZONE']);
  });

  it('binds blocks to existing groups and fields, never to auxiliary content, and refuses duplicate ids', () => {
    const problems = checkPdfLayout(
      layout((l) => {
        l.body.push(block('a', 'field', { fieldId: '', label: 'above' }));
        l.body.push(block('b', 'field', { fieldId: 'gone', label: 'above' }));
        l.body.push(
          block('c', 'group', { groupId: 'price', columns: 1, title: true, pageBreakBefore: false }),
        );
        l.body.push(block('d', 'field', { fieldId: 'title', label: 'above' }));
        l.body.push(block('d', 'signature', { fieldId: 'gone', caption: '' }));
      }),
      model(),
    );
    expect(problems).toEqual([
      { code: 'BLOCK_NOT_BOUND', zone: 'body', blockId: 'a' },
      { code: 'BLOCK_UNKNOWN_ITEM', zone: 'body', blockId: 'b' },
      { code: 'BLOCK_UNKNOWN_ITEM', zone: 'body', blockId: 'c' },
      { code: 'BLOCK_AUXILIARY_FIELD', zone: 'body', blockId: 'd', params: { field: 'Título' } },
      { code: 'ID_DUPLICATE', zone: 'body', blockId: 'd' },
      { code: 'BLOCK_UNKNOWN_ITEM', zone: 'body', blockId: 'd' },
    ]);
  });

  it('styles only text, number, date, hour and selection fields, with the values their operator needs', () => {
    expect(codes(rule({ fieldId: 'nope', value: '2026-01-01' }))).toEqual(['STYLE_UNKNOWN_FIELD']);
    expect(codes(rule({ fieldId: 'photos', operator: 'filled' }))).toEqual(['STYLE_FIELD_NOT_STYLEABLE']);
    expect(codes(rule({ operator: 'startsWith', value: '2026' }))).toEqual(['STYLE_OPERATOR']);
    expect(codes(rule({ value: '01/02/2026' }))).toEqual(['STYLE_VALUE']);
    expect(codes(rule({}))).toEqual(['STYLE_VALUE']);
    expect(codes(rule({ operator: 'between', value: '2026-03-01', value2: '2026-01-01' }))).toEqual([
      'STYLE_VALUE',
    ]);
    expect(codes(rule({ operator: 'between', value: '2026-01-01', value2: '2026-03-01' }))).toEqual([]);
    expect(codes(rule({ operator: 'empty' }))).toEqual([]);
    expect(codes(rule({ fieldId: 'price', operator: 'less', value: 'dez' }))).toEqual(['STYLE_VALUE']);
    expect(codes(rule({ fieldId: 'client', operator: 'contains', value: 'Ltda' }))).toEqual([]);
  });

  it('refuses a background without its image, a custom one without pages, an invalid page and a page in use', () => {
    const background = (b: PdfLayout['background']) => layout((l) => (l.background = b));
    expect(codes(background({ mode: 'first', fileId: null, pages: [] }))).toEqual(['BACKGROUND_INVALID']);
    expect(codes(background({ mode: 'custom', fileId: 'f', pages: [] }))).toEqual(['BACKGROUND_INVALID']);
    expect(checkPdfLayout(background({ mode: 'custom', fileId: 'f', pages: [1, 3, 3, 0] }), model())).toEqual(
      [
        { code: 'BACKGROUND_PAGE_IN_USE', params: { page: 3 } },
        { code: 'BACKGROUND_PAGE_INVALID', params: { page: 0 } },
      ],
    );
    expect(codes(background({ mode: 'last', fileId: 'f', pages: [2, 2] }))).toEqual([]);
  });
});

describe('checkModelExports', () => {
  const { t } = createTranslator({ 'pt-BR': ptBR });
  const withExports = (exports: FormModel['exports']): FormModel => ({ ...model(), exports });

  it('passes the default document and valid templates, and refuses a default id that names no template', () => {
    const templates = [
      { id: 't1', name: 'Laudo', kind: 'pdf' as const, layout: layout() },
      { id: 't2', name: 'Planilha', kind: 'excel' as const },
    ];
    expect(checkModelExports(withExports({ defaultTemplateId: 'default', templates }))).toEqual([]);
    expect(checkModelExports(withExports({ defaultTemplateId: 't2', templates }))).toEqual([]);
    expect(checkModelExports(withExports({ defaultTemplateId: 't9', templates }))).toEqual([
      { code: 'DEFAULT_TEMPLATE_CHANGE_FAILED' },
    ]);
  });

  it("names the template and the reason: a layout's problem, a PDF without layout, a repeated id", () => {
    const [problem] = checkModelExports(
      withExports({
        defaultTemplateId: 'default',
        templates: [
          {
            id: 't1',
            name: 'Laudo',
            kind: 'pdf',
            layout: layout((l) => (l.body[1]!.settings = { fieldId: 'x', label: 'above' })),
          },
        ],
      }),
    );
    expect(t(errorMessageKey(problem!.code), exportsProblemVars(problem!, t))).toBe(
      'Verifique o modelo de exportação Laudo: um bloco usa um grupo ou campo que não existe no formulário',
    );
    expect(problem!.layout).toEqual({ code: 'BLOCK_UNKNOWN_ITEM', zone: 'body', blockId: 'f' });
    const reasons = checkModelExports(
      withExports({
        defaultTemplateId: 'default',
        templates: [
          { id: 't1', name: 'A', kind: 'pdf' },
          { id: 't1', name: 'B', kind: 'word' },
        ],
      }),
    ).map((p) => p.reason);
    expect(reasons).toEqual(['LAYOUT_REQUIRED', 'TEMPLATE_ID_DUPLICATE']);
  });

  it('answers background problems with their own catalogue codes (spec 001 §8)', () => {
    const [problem] = checkModelExports(
      withExports({
        defaultTemplateId: 'default',
        templates: [
          {
            id: 't1',
            name: 'Laudo',
            kind: 'pdf',
            layout: layout((l) => (l.background = { mode: 'custom', fileId: 'f', pages: [2, 2] })),
          },
        ],
      }),
    );
    expect(problem!.code).toBe('PDF_BACKGROUND_PAGE_IN_USE');
    expect(t(errorMessageKey(problem!.code), exportsProblemVars(problem!, t))).toBe(
      'A página 2 já está em uso no fundo',
    );
  });

  it('makes deleting a field or group a layout uses a blocked change naming the template', () => {
    const previous = withExports({
      defaultTemplateId: 'default',
      templates: [{ id: 't1', name: 'Laudo', kind: 'pdf', layout: layout() }],
    });
    const next = structuredClone(previous);
    next.groups[0]!.fields = next.groups[0]!.fields.filter((f) => f.id !== 'price');
    const [blocked] = blockedChanges(previous, next);
    expect(formUsageMessage(blocked!.usage, blocked!.itemName, t)).toBe(
      'Não é possível excluir Preço: usado no modelo de exportação Laudo',
    );
    const noGroup = structuredClone(previous);
    noGroup.groups = [];
    expect(blockedChanges(previous, noGroup).map((b) => b.usage.kind)).toContain('exportTemplate');
  });
});
