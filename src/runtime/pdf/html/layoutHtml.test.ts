import { describe, expect, it } from 'vitest';
import type { FormField } from '../../forms/FormModel';
import { DEFAULT_REPORT_SETTINGS } from '../ReportSettings';
import { pdfBlocks } from '../pdfBlocks';
import { pdfBlockOf, pdfDataOf, pdfLayoutOf } from '../testing/pdfFixtures';
import { choiceMarks } from '../choiceMarks';
import { blockHtml } from './blockHtml';
import { fieldHtml } from './fieldHtml';
import { layoutBandPagesHtml } from './layoutBandPagesHtml';
import { layoutBatchHtml } from './layoutBatchHtml';
import { layoutHtml } from './layoutHtml';
import { PDF_DOCUMENT_MARK } from './PDF_DOCUMENT_MARK';
import type { PdfHtmlContext } from './PdfHtmlContext';
import { pdfBlockHtml } from './pdfBlockHtml';

const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';
const data = pdfDataOf({
  formName: 'Vistoria <b>',
  logoUrl: PIXEL,
  info: { responsible: { label: 'Responsável', text: 'Ana & Bia' }, client: { label: 'Cliente', text: '' } },
  fields: {
    temp: { label: 'Temperatura', type: 'number', text: '35', images: [], table: null, rawValue: 35 },
    note: {
      label: 'Obs',
      type: 'textShort',
      text: '<script>x</script>',
      images: [],
      table: null,
      rawValue: 'x',
    },
    pics: {
      label: 'Fotos',
      type: 'photo',
      text: '2 fotos',
      images: [PIXEL, PIXEL],
      table: null,
      rawValue: null,
    },
    items: {
      label: 'Itens',
      type: 'table',
      text: '1 linha',
      images: [],
      table: { columns: ['Item', 'Qtd'], rows: [['Filtro "A"', '2']] },
      rawValue: null,
    },
    sign: {
      label: 'Assinatura',
      type: 'signatureDrawn',
      text: 'Assinatura',
      images: [PIXEL],
      table: null,
      rawValue: null,
    },
  },
  groups: { g1: { name: 'Geral', fieldIds: ['temp', 'note'] } },
  photos: [{ url: PIXEL, caption: 'Fotos' }],
  images: { pic: PIXEL },
});
const ctx: PdfHtmlContext = { zone: 'body', settings: DEFAULT_REPORT_SETTINGS, styleRules: [] };

describe('pdfBlockHtml', () => {
  it('renders every block type the registry has, its defaults included', () => {
    expect(Object.keys(pdfBlockHtml).sort()).toEqual(Object.keys(pdfBlocks).sort());
    for (const [type, definition] of Object.entries(pdfBlocks)) {
      const html = blockHtml(pdfBlockOf('b', definition.type, definition.defaults(), 5), data, ctx);
      expect(html, type).toContain(
        `class="pdf-block pdf-${type}-block" data-block="b" style="grid-column:span 5"`,
      );
    }
  });

  it('escapes every text of the document and of the settings', () => {
    const html = [
      blockHtml(pdfBlockOf('t', 'text', { text: '<i>{formName}</i>' }), data, ctx),
      blockHtml(pdfBlockOf('f', 'field', { fieldId: 'note', label: 'left' }), data, ctx),
      blockHtml(pdfBlockOf('i', 'documentInfo', { items: ['responsible', 'client'], columns: 1 }), data, ctx),
      blockHtml(pdfBlockOf('s', 'signature', { fieldId: null, caption: 'Eu & "tu"' }), data, ctx),
    ].join('');
    expect(html).not.toMatch(/<(script|i)>/);
    expect(html).toContain('&lt;i&gt;Vistoria &lt;b&gt;&lt;/i&gt;');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('<b>Responsável:</b> Ana &amp; Bia');
    expect(html).not.toContain('Cliente');
    expect(html).toContain('Eu &amp; &quot;tu&quot;');
  });

  it('prints a table with a repeated header row, photos and signatures as images, a styled answer', () => {
    const styled: PdfHtmlContext = {
      ...ctx,
      styleRules: [
        {
          id: 'r',
          fieldId: 'temp',
          operator: 'greater',
          value: 30,
          textColor: '#c62828',
          backgroundColor: '#ffebee',
        },
      ],
    };
    const field = (fieldId: string) =>
      blockHtml(pdfBlockOf('f', 'field', { fieldId, label: 'above' }), data, styled);
    expect(field('items')).toContain(
      '<table class="pdf-table"><thead><tr><th>Item</th><th>Qtd</th></tr></thead><tbody><tr><td>Filtro &quot;A&quot;</td><td>2</td></tr></tbody></table>',
    );
    expect(field('pics').match(/<img class="pdf-photo"/g)).toHaveLength(2);
    expect(field('pics')).not.toContain('2 fotos');
    expect(field('sign')).toContain('class="pdf-signature-image"');
    expect(field('temp')).toContain('<span style="color:#c62828;background:#ffebee">35</span>');
    expect(field('gone')).toContain('data-block="f"');
    const list = blockHtml(pdfBlockOf('f', 'field', { fieldId: 'items', label: 'hidden' }), data, {
      ...ctx,
      settings: { ...DEFAULT_REPORT_SETTINGS, tables: 'list' },
    });
    expect(list).toContain('<div><b>Item:</b> Filtro &quot;A&quot;</div>');
  });

  it("follows the report settings' checks and maps: every option ☑/☐ or the words, a place printed or left out", () => {
    const model: FormField = {
      id: 'epi',
      name: 'Uso de EPIs',
      type: 'according',
      options: [
        { id: 'compliant', name: 'Conforme' },
        { id: 'nonCompliant', name: 'Não <conforme>' },
      ],
    };
    const answers = pdfDataOf({
      fields: {
        epi: {
          label: 'Uso de EPIs',
          type: 'according',
          text: 'Não <conforme>',
          images: [],
          table: null,
          rawValue: ['Não <conforme>'],
          choices: choiceMarks(model, 'nonCompliant'),
        },
        gps: {
          label: 'Local da vistoria',
          type: 'locationGps',
          text: '-23.550520, -46.633308',
          images: [],
          table: null,
          rawValue: null,
        },
      },
    });
    const print = (settings: Partial<typeof DEFAULT_REPORT_SETTINGS>, fieldId: string) =>
      fieldHtml(fieldId, 'above', answers, { ...ctx, settings: { ...DEFAULT_REPORT_SETTINGS, ...settings } });
    expect(print({ checks: 'symbols' }, 'epi')).toContain(
      '<div class="pdf-answer"><span class="pdf-check">☐ Conforme</span> <span class="pdf-check pdf-checked">☑ Não &lt;conforme&gt;</span></div>',
    );
    const red = fieldHtml('epi', 'above', answers, {
      ...ctx,
      styleRules: [
        { id: 'r', fieldId: 'epi', operator: 'equals', value: 'Não <conforme>', textColor: '#c62828' },
      ],
    });
    expect(red).toContain('<span class="pdf-check pdf-checked" style="color:#c62828">☑ Não');
    expect(red).toContain('<span class="pdf-check">☐ Conforme</span>');
    const words = print({ checks: 'text' }, 'epi');
    expect(words).toContain('<span>Não &lt;conforme&gt;</span>');
    expect(words).not.toMatch(/[☑☐]/);
    expect(print({ maps: 'coordinates' }, 'gps')).toContain('-23.550520, -46.633308');
    expect(print({ maps: 'hidden' }, 'gps')).toBe('');
    const group = pdfBlockOf('g', 'group', {
      groupId: 'g',
      columns: 1,
      title: false,
      pageBreakBefore: false,
    });
    const grouped = { ...answers, groups: { g: { name: 'Geral', fieldIds: ['epi', 'gps'] } } };
    const hiddenMaps = { ...ctx, settings: { ...DEFAULT_REPORT_SETTINGS, maps: 'hidden' as const } };
    expect(blockHtml(group, grouped, hiddenMaps)).not.toContain('Local da vistoria');
    expect(choiceMarks({ ...model, type: 'textShort' }, 'x')).toBeUndefined();
    expect(choiceMarks({ ...model, type: 'choiceMultiple' }, ['compliant', 'nonCompliant'])).toEqual([
      { label: 'Conforme', checked: true },
      { label: 'Não <conforme>', checked: true },
    ]);
  });

  it('turns page placeholders into Chromium spans in bands, fixed numbers on the canvas, nothing in the body', () => {
    const block = pdfBlockOf('p', 'pageNumber', {
      format: 'Página {page} de {pages} — {documentId} {date} {x}',
    });
    expect(blockHtml(block, data, { ...ctx, zone: 'footer' })).toContain(
      'Página <span class="pageNumber"></span> de <span class="totalPages"></span> — 42 22/11/2026 {x}',
    );
    expect(blockHtml(block, data, { ...ctx, zone: 'header', pageNumbers: { page: 1, pages: 3 } })).toContain(
      'Página 1 de 3',
    );
    expect(blockHtml(block, data, ctx)).toContain('Página  de  — 42');
  });
});

describe('layoutHtml', () => {
  const layout = pdfLayoutOf({
    page: {
      size: 'A4',
      orientation: 'landscape',
      marginsMm: { top: 10, right: 12, bottom: 8, left: 12 },
      gridMm: 5,
    },
    header: { heightMm: 15, blocks: [pdfBlockOf('logo', 'logo', { heightMm: 12 }, 3)] },
    footer: { heightMm: 6, blocks: [pdfBlockOf('n', 'pageNumber', { format: '{page}/{pages}' })] },
    body: [
      pdfBlockOf('a', 'text', { text: 'A' }, 6),
      pdfBlockOf('b', 'group', { groupId: 'g1', columns: 2, title: true, pageBreakBefore: true }),
      pdfBlockOf('c', 'text', { text: 'C' }),
      pdfBlockOf('br', 'pageBreak'),
      pdfBlockOf('d', 'text', { text: 'D' }),
    ],
    attachmentsPage: { enabled: true, perPage: 6 },
  });
  const out = layoutHtml(layout, data, DEFAULT_REPORT_SETTINGS);

  it('sets the paper and the margins with the bands inside them', () => {
    expect(out.page).toMatchObject({
      format: 'A4',
      landscape: true,
      marginsMm: { top: 25, right: 12, bottom: 14, left: 12 },
      widthMm: 297,
      heightMm: 210,
    });
    expect(out.html).toContain('@page{size:A4 landscape;margin:25mm 12mm 14mm 12mm}');
  });

  it('starts a new grid on a new page at each page break and before a group that asks for it', () => {
    const grids = out.html.match(/<div class="pdf-grid[^"]*">/g);
    expect(grids).toEqual([
      '<div class="pdf-grid">',
      '<div class="pdf-grid pdf-break-before">',
      '<div class="pdf-grid pdf-break-before">',
    ]);
    expect(out.html).toContain('<h2 class="pdf-group-title">Geral</h2>');
    expect(out.html).toMatch(
      /class="pdf-attachments pdf-break-before" style="grid-template-columns:repeat\(2,/,
    );
  });

  it('makes self-contained band templates and leaves an empty band empty', () => {
    expect(out.headerTemplate).toMatch(/^<style>#header,#footer\{padding:0!important\}/);
    expect(out.headerTemplate).toContain(`src="${PIXEL}"`);
    expect(out.headerTemplate).toContain('padding:10mm 12mm 0 12mm');
    expect(out.footerTemplate).toContain('<span class="pageNumber"></span>/<span class="totalPages"></span>');
    expect(layoutHtml(pdfLayoutOf(), data, DEFAULT_REPORT_SETTINGS).headerTemplate).toBe('');
  });
});

describe('layoutBatchHtml and layoutBandPagesHtml', () => {
  const layout = pdfLayoutOf({
    header: { heightMm: 10, blocks: [pdfBlockOf('h', 'text', { text: '#{documentId}' })] },
    footer: { heightMm: 6, blocks: [pdfBlockOf('n', 'pageNumber', { format: 'Página {page} de {pages}' })] },
    body: [pdfBlockOf('t', 'text', { text: 'Corpo {documentId}' }), pdfBlockOf('br', 'pageBreak')],
  });
  const first = pdfDataOf({ documentId: '7' });
  const second = pdfDataOf({ documentId: '8' });

  it('puts each document from a new page, marked at its top, without bands, the margins kept', () => {
    const { html } = layoutBatchHtml(layout, [first, second], DEFAULT_REPORT_SETTINGS);
    expect(html.match(/<div class="pdf-document[^"]*"/g)).toEqual([
      '<div class="pdf-document"',
      '<div class="pdf-document pdf-break-before"',
    ]);
    expect(html.match(/href="[^"]+"/g)).toEqual([
      `href="${PDF_DOCUMENT_MARK}0"`,
      `href="${PDF_DOCUMENT_MARK}1"`,
    ]);
    expect(html.indexOf('Corpo 7')).toBeLessThan(html.indexOf('Corpo 8'));
    expect(html).toContain('@page{size:A4 portrait;margin:20mm 10mm 16mm 10mm}');
    expect(html).not.toContain('#7');
  });

  it('draws one band page per printed page, numbered within its document', () => {
    const html = layoutBandPagesHtml(
      layout,
      [
        { data: first, pages: 1 },
        { data: second, pages: 2 },
      ],
      DEFAULT_REPORT_SETTINGS,
    )!;
    expect(html.match(/class="pdf-band-page[^"]*"/g)).toHaveLength(3);
    expect([...html.matchAll(/>(#\d|Página \d de \d)</g)].map((m) => m[1])).toEqual([
      '#7',
      'Página 1 de 1',
      '#8',
      'Página 1 de 2',
      '#8',
      'Página 2 de 2',
    ]);
    expect(html).toContain('@page{size:A4 portrait;margin:0mm 0mm 0mm 0mm}');
    expect(
      layoutBandPagesHtml(pdfLayoutOf(), [{ data: first, pages: 1 }], DEFAULT_REPORT_SETTINGS),
    ).toBeNull();
  });
});
