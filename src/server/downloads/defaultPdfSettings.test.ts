import { PDFDocument } from 'pdf-lib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import ptBR from '../../../metadata/i18n/pt-BR.json';
import type { FormModel } from '../../runtime/forms/FormModel';
import { createTranslator } from '../../runtime/i18n/createTranslator';
import { DEFAULT_REPORT_SETTINGS, type ReportSettings } from '../../runtime/pdf/ReportSettings';
import { readPdfPages } from '../testing/readPdfPages';
import { TINY_PNG } from '../testing/tinyPng';
import type { DownloadBuildContext } from './DownloadBuildContext';
import type { DownloadTask } from './DownloadData';
import { buildTasksPdf } from './buildTasksPdf';

const t = createTranslator({ 'pt-BR': ptBR }).t;

const model: FormModel = {
  name: 'Vistoria',
  groups: [
    {
      id: 'g1',
      name: 'Geral',
      fields: [
        {
          id: 'result',
          name: 'Resultado',
          type: 'choiceSingle',
          options: [
            { id: 'ok', name: 'Aprovado' },
            { id: 'nok', name: 'Reprovado' },
          ],
        },
        { id: 'where', name: 'Localização', type: 'locationGps' },
        {
          id: 'items',
          name: 'Itens trocados',
          type: 'table',
          settings: {
            columns: [
              { id: 'what', name: 'Item', type: 'textShort' },
              { id: 'qty', name: 'Quantidade', type: 'number' },
            ],
          },
        },
        { id: 'photos', name: 'Fotos', type: 'photo' },
        { id: 'signs', name: 'Assinaturas', type: 'signatureDrawn' },
      ],
    },
  ],
};

const PHOTOS = ['p1', 'p2', 'p3', 'p4'];
const SIGNATURES = ['s1', 's2', 's3'];

function taskOf(id: number, values: Record<string, unknown>): DownloadTask {
  const files = new Map(
    [...PHOTOS, ...SIGNATURES].map((fileId) => [
      fileId,
      { storageKey: 'png', contentType: 'image/png', name: `${fileId}.png` },
    ]),
  );
  return {
    id,
    title: `Vistoria ${id}`,
    status: 'finished',
    state: 'finished',
    doneLabel: 'noDueDate',
    approval: null,
    responsibleName: 'Ana',
    formId: 1,
    formName: 'Vistoria',
    clientName: 'Acme',
    unitName: 'Galpão 2',
    startAt: new Date('2026-11-22T11:00:00Z'),
    dueAt: null,
    finishedAt: new Date('2026-11-22T12:00:00Z'),
    address: null,
    position: null,
    document: {
      id: id * 10,
      formId: 1,
      version: 1,
      model,
      values,
      plans: {},
      finished: true,
      score: null,
      finishedAt: new Date('2026-11-22T12:00:00Z'),
      files,
    },
  };
}

const answered = {
  result: 'ok',
  where: { lat: -8.05, lng: -34.9 },
  items: [
    { what: 'Filtro', qty: 2 },
    { what: 'Correia', qty: 1 },
  ],
  photos: PHOTOS.map((fileId) => ({ fileId })),
  signs: SIGNATURES.map((fileId) => ({ fileId })),
};

/** A download of these tasks printed with these report settings (a logo and a background stored). */
function build(tasks: DownloadTask[], settings: Partial<ReportSettings> = {}): Promise<Uint8Array> {
  const ctx: DownloadBuildContext = {
    data: {
      companyName: 'Demo Serviços',
      tasks,
      employeeNames: new Map(),
      pdf: {
        byForm: new Map(),
        fileKeys: new Map(),
        logoKey: 'logo',
        settings: { ...DEFAULT_REPORT_SETTINGS, ...settings },
        backgroundKey: 'background',
      },
    },
    t,
    locale: 'pt-BR',
    utcOffset: -180,
    now: new Date('2026-11-22T12:00:00Z'),
    storage: {
      put: async () => undefined,
      get: async (key) => (['png', 'logo', 'background'].includes(key) ? new Uint8Array(TINY_PNG) : null),
      delete: async () => undefined,
    },
    progress: async () => undefined,
  };
  return buildTasksPdf(ctx);
}

interface Drawn {
  images: Array<{ x: number; y: number; width: number; height: number }>;
  fills: string[];
}

/** Per page: the images drawn at the page's top level (their box, pdfkit's `cm` before `Do`) and the fill colours set. */
async function drawn(bytes: Uint8Array): Promise<Drawn[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: Drawn[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { fnArray, argsArray } = await (await pdf.getPage(n)).getOperatorList();
    const page: Drawn = { images: [], fills: [] };
    let box: number[] = [];
    fnArray.forEach((fn, i) => {
      if (fn === OPS.transform) box = argsArray[i] as number[];
      if (fn === OPS.paintImageXObject) {
        const [width, , , height, x, y] = box;
        // pdfkit flips images (a negative height).
        page.images.push({ x: x!, y: y!, width: width!, height: Math.abs(height!) });
      }
      if (fn === OPS.setFillRGBColor) page.fills.push(String(argsArray[i]![0]).toLowerCase());
    });
    pages.push(page);
  }
  await pdf.destroy();
  return pages;
}

/** The font size (pdf.js: the text item's height) the first text item with this string is printed in. */
async function sizeOf(bytes: Uint8Array, str: string): Promise<number | undefined> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const items = (await (await pdf.getPage(1)).getTextContent()).items;
  const found = items.find((item) => 'str' in item && item.str.includes(str));
  await pdf.destroy();
  return found && 'height' in found ? Math.round(found.height) : undefined;
}

const text = async (bytes: Uint8Array) => (await readPdfPages(bytes)).map((page) => page.text).join(' ');

describe('the default document follows the report settings', () => {
  it('with the defaults: portrait, the default header items, ☑/☐, coordinates, a grid, the colours, photos two a row', async () => {
    const bytes = await build([taskOf(7, answered)]);
    const size = (await PDFDocument.load(bytes)).getPage(0).getSize();
    expect(size.width).toBeLessThan(size.height);
    const printed = await text(bytes);
    for (const item of [
      'Formulário Vistoria',
      'Documento 70',
      'Finalizado em 22/11/2026 09:00',
      'Responsável Ana',
      'Cliente Acme',
    ])
      expect(printed).toContain(item);
    expect(printed).not.toContain('Galpão 2');
    expect(printed).not.toContain('Demo Serviços');
    expect(printed).toMatch(/☑ Aprovado ☐ Reprovado/);
    expect(await sizeOf(bytes, '#7')).toBe(16);
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('/BaseFont /Times');
    expect(printed).toContain('Localização -8.05, -34.9');
    expect(printed).toContain('Item Quantidade Filtro 2 Correia 1');
    const pages = await drawn(bytes);
    expect(pages[0]!.fills).toEqual(expect.arrayContaining(['#1565c0', '#212121', '#e3f2fd']));
    // The logo in every page's header, then the four photos two a row (4 per page) and the signatures.
    const images = pages.flatMap((page) => page.images);
    const logos = images.filter((image) => image.width === 26);
    expect(logos).toHaveLength(pages.length);
    /** The rows (page and height) the images of this size are drawn on. */
    const rows = (kind: (image: Drawn['images'][number]) => boolean) =>
      pages.flatMap((page, n) => page.images.filter(kind).map((image) => `${n}:${Math.round(image.y)}`));
    // Half the content width less the gap: (515 - 8) / 2.
    const photos = rows((image) => Math.round(image.width) === 254);
    expect(photos).toHaveLength(4);
    expect(new Set(photos).size).toBe(2);
    const signatures = rows((image) => image.height === 80);
    expect(signatures).toHaveLength(3);
    // Two signatures to a line.
    expect(new Set(signatures).size).toBe(2);
  });

  it('with other settings: landscape, other header items, words, no maps, lists, colours, title font, photo and signature sizes', async () => {
    const bytes = await build([taskOf(7, answered)], {
      orientation: 'landscape',
      headerItems: ['companyName', 'unit'],
      checks: 'text',
      maps: 'hidden',
      tables: 'list',
      colors: { primary: '#aa0000', text: '#003300', headerBackground: '#ffeecc' },
      titleFont: { family: 'serif', sizePt: 22 },
      imagesPerPage: 1,
      signaturesPerLine: 3,
    });
    const size = (await PDFDocument.load(bytes)).getPage(0).getSize();
    expect(size.width).toBeGreaterThan(size.height);
    const printed = await text(bytes);
    expect(printed).toContain('Demo Serviços');
    expect(printed).toContain('Unidade Galpão 2');
    for (const absent of [
      'Formulário',
      'Responsável',
      'Cliente',
      'Documento',
      '☑',
      '☐',
      'Reprovado',
      'Localização',
      '-8.05',
    ])
      expect(printed).not.toContain(absent);
    expect(printed).toContain('Resultado Aprovado');
    expect(printed).toContain('Item: Filtro Quantidade: 2 Item: Correia Quantidade: 1');
    expect(Buffer.from(bytes).toString('latin1')).toContain('/BaseFont /Times-Bold');
    expect(await sizeOf(bytes, '#7')).toBe(22);
    const pages = await drawn(bytes);
    expect(pages[0]!.fills).toEqual(expect.arrayContaining(['#aa0000', '#003300', '#ffeecc']));
    expect(pages[0]!.fills).not.toContain('#1565c0');
    const images = pages.map((page) => page.images);
    // No logo; each photo a page of its own, as high as the page allows; the three signatures on one line.
    const photos = images.map((page) => page.filter((image) => image.height > 400));
    expect(photos.flat()).toHaveLength(4);
    expect(photos.every((page) => page.length <= 1)).toBe(true);
    const signatures = images.flat().filter((image) => image.height === 80);
    expect(signatures).toHaveLength(3);
    expect(new Set(signatures.map((signature) => Math.round(signature.y))).size).toBe(1);
  });

  it('stamps the background under the first, last, every or the listed pages of each task', async () => {
    const long = { items: Array.from({ length: 90 }, (_, i) => ({ what: `Peça ${i + 1}`, qty: i })) };
    const tasks = [taskOf(7, long), taskOf(8, { result: 'nok' })];
    const stamped = async (background: ReportSettings['background']) => {
      const bytes = await build(tasks, { headerItems: ['formName'], background });
      const pages = await drawn(bytes);
      const texts = (await readPdfPages(bytes)).map((page) => page.text);
      return {
        second: texts.findIndex((page) => page.includes('#8 — Vistoria 8')) + 1,
        count: pages.length,
        pages: pages.flatMap((page, i) => (page.images.length ? [i + 1] : [])),
      };
    };
    const first = await stamped({ mode: 'first', fileId: 'bg', pages: [] });
    expect(first.second).toBeGreaterThan(2);
    expect(first.count).toBe(first.second);
    expect(first.pages).toEqual([1, first.second]);
    expect((await stamped({ mode: 'last', fileId: 'bg', pages: [] })).pages).toEqual([
      first.second - 1,
      first.second,
    ]);
    expect((await stamped({ mode: 'all', fileId: 'bg', pages: [] })).pages).toHaveLength(first.count);
    expect((await stamped({ mode: 'custom', fileId: 'bg', pages: [2] })).pages).toEqual([2]);
    expect((await stamped({ mode: 'none', fileId: null, pages: [] })).pages).toEqual([]);
  });
});
