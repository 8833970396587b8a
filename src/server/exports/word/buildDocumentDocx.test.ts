import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import enUS from '../../../../metadata/i18n/en-US.json';
import ptBR from '../../../../metadata/i18n/pt-BR.json';
import { createTranslator } from '../../../runtime/i18n/createTranslator';
import type { FormModel } from '../../../runtime/forms/FormModel';
import type { PdfLayout } from '../../../runtime/pdf/PdfLayout';
import type { DownloadDocument } from '../../downloads/DownloadData';
import { TINY_PNG } from '../../testing/tinyPng';
import type { DocxContext } from './DocxContext';
import { buildDocumentDocx } from './buildDocumentDocx';

const TINY_GIF = new Uint8Array(
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
);
const { t } = createTranslator({ 'pt-BR': ptBR, 'en-US': enUS }, 'pt-BR');

const model: FormModel = {
  name: 'Vistoria',
  groups: [
    {
      id: 'g1',
      name: 'Quadro elétrico',
      fields: [
        { id: 'obs', name: 'Observação', type: 'textShort' },
        { id: 'fotos', name: 'Fotos do quadro', type: 'photo' },
        {
          id: 'itens',
          name: 'Itens trocados',
          type: 'table',
          settings: {
            columns: [
              { id: 'item', name: 'Item', type: 'textShort' },
              { id: 'qtd', name: 'Quantidade', type: 'number' },
            ],
          },
        },
      ],
    },
    {
      id: 'g2',
      name: 'Grupo oculto',
      rules: { combinator: 'and', conditions: [{ field: 'obs', comparison: 'equal', value: 'nunca' }] },
      fields: [{ id: 'segredo', name: 'Segredo', type: 'textShort' }],
    },
  ],
};

const document: DownloadDocument = {
  id: 31,
  formId: 1,
  version: 1,
  model,
  values: {
    obs: 'Disjuntor & cabos <ok>',
    fotos: [{ fileId: 'f1' }],
    itens: [
      { item: 'Disjuntor 20 A', qtd: 2 },
      { item: 'Cabo 4 mm²', qtd: 15 },
    ],
    segredo: 'não aparece',
  },
  plans: {},
  finished: true,
  score: null,
  finishedAt: new Date('2026-11-22T12:00:00Z'),
  files: new Map([['f1', { storageKey: 'k1', contentType: 'image/png', name: 'foto.png' }]]),
};

const context: DocxContext = {
  t: (key, vars) => String(t(key, vars ?? {})),
  locale: 'pt-BR',
  utcOffset: -180,
  now: new Date('2026-11-22T12:00:00Z'),
  storage: {
    put: async () => undefined,
    get: async (key) => (key === 'k1' ? new Uint8Array(TINY_PNG) : null),
    delete: async () => undefined,
  },
  employeeNames: new Map(),
  companyName: 'Demo',
  logo: { bytes: TINY_GIF, extension: 'gif' },
  title: 'Vistoria — #31',
  formName: 'Vistoria',
  info: { documentId: '31', responsible: 'Ana' },
};

async function unzip(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const read = (path: string) => zip.file(path)!.async('string');
  const named = (pattern: RegExp) => Object.keys(zip.files).filter((name) => pattern.test(name));
  const footers = await Promise.all(named(/^word\/footer\d*\.xml$/).map(read));
  const headers = await Promise.all(named(/^word\/header\d*\.xml$/).map(read));
  return { body: await read('word/document.xml'), footers, headers, media: named(/^word\/media\/.+/) };
}

/** A paragraph's or table's visible text: the w:t runs joined. */
const texts = (xml: string) =>
  [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('|');

describe('buildDocumentDocx', () => {
  it('writes the default document: texts, a table with a repeated header row, the photo, page fields', async () => {
    const { body, footers, headers, media } = await unzip(await buildDocumentDocx(document, context));
    const shown = texts(body);
    for (const text of [
      'Vistoria — #31',
      'Quadro elétrico',
      'Observação',
      'Disjuntor &amp; cabos &lt;ok&gt;',
    ])
      expect(shown).toContain(text);
    expect(shown).toContain('Responsável: |Ana');
    expect(shown).not.toContain('Grupo oculto');
    expect(shown).not.toContain('não aparece');
    const table = body.match(/<w:tbl>(?:(?!<w:tbl>).)*?Disjuntor 20 A.*?<\/w:tbl>/s)![0];
    const rows = [...table.matchAll(/<w:tr>.*?<\/w:tr>/gs)].map((m) => texts(m[0]));
    expect(rows).toEqual(['Item|Quantidade', 'Disjuntor 20 A|2', 'Cabo 4 mm²|15']);
    expect(table).toContain('<w:tblHeader/>');
    expect(media.map((name) => name.split('.').pop()).sort()).toEqual(['gif', 'png']);
    expect(body.match(/<w:drawing>/g)).toHaveLength(1);
    expect(texts(headers.join(''))).toContain('Vistoria');
    expect(headers.join('')).toContain('<w:drawing>');
    const footer = footers.join('');
    expect(texts(footer)).toContain('Página |');
    expect(footer).toMatch(/<w:instrText[^>]*>PAGE<\/w:instrText>/);
    expect(footer).toMatch(/<w:instrText[^>]*>NUMPAGES<\/w:instrText>/);
  });

  it('prints a simple layout block after block, a two-column group as a two-column table', async () => {
    const block = (id: string, type: string, settings: object) => ({ id, type, span: 12, settings });
    const layout = {
      version: 1,
      page: {
        size: 'A4',
        orientation: 'landscape',
        marginsMm: { top: 10, right: 10, bottom: 10, left: 10 },
        gridMm: 5,
      },
      header: {
        heightMm: 15,
        blocks: [block('h', 'text', { text: 'Relatório {formName} nº {documentId}' })],
      },
      footer: { heightMm: 10, blocks: [block('p', 'pageNumber', { format: 'Folha {page}/{pages}' })] },
      body: [
        block('a', 'text', { text: 'Abertura' }),
        block('b', 'group', { groupId: 'g1', columns: 2, title: true, pageBreakBefore: false }),
        block('c', 'pageBreak', {}),
        block('d', 'field', { fieldId: 'obs', label: 'left' }),
        block('e', 'field', { fieldId: 'segredo', label: 'above' }),
        block('f', 'signature', { fieldId: null, caption: 'Assinatura do técnico' }),
      ],
      background: { mode: 'none', fileId: null, pages: [] },
      attachmentsPage: { enabled: false, perPage: 4 },
      styleRules: [],
    } as PdfLayout;
    const { body, headers, footers } = await unzip(await buildDocumentDocx(document, { ...context, layout }));
    const shown = texts(body);
    expect(shown.indexOf('Abertura')).toBeLessThan(shown.indexOf('Quadro elétrico'));
    expect(shown).toContain('Observação: |Disjuntor');
    expect(shown).toContain('Assinatura do técnico');
    expect(shown).not.toContain('Segredo');
    expect(body).toContain('<w:br w:type="page"/>');
    expect(body).toContain('w:orient="landscape"');
    // The group's three fields side by side: a first row of two cells (the table field nested in the second).
    const group = body.slice(body.indexOf('Quadro elétrico'));
    expect(group.match(/<w:tbl>/g)!.length).toBeGreaterThanOrEqual(2);
    expect(texts(headers.join(''))).toContain('Relatório |Vistoria| nº |31');
    expect(footers.join('')).toMatch(/>NUMPAGES</);
  });
});
