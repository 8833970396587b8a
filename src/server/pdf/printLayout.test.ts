import { PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { layoutHtml } from '../../runtime/pdf/html/layoutHtml';
import type { PdfBackground, PdfLayout } from '../../runtime/pdf/PdfLayout';
import { DEFAULT_REPORT_SETTINGS } from '../../runtime/pdf/ReportSettings';
import { pdfBlockOf, pdfDataOf, pdfLayoutOf } from '../../runtime/pdf/testing/pdfFixtures';
import { OPS, readPdfPages, type PdfPageRead } from '../testing/readPdfPages';
import { TINY_PNG } from '../testing/tinyPng';
import { createPdfPrinter } from './createPdfPrinter';
import { findChromium } from './findChromium';
import { stampBackground } from './stampBackground';
import { buildTasksPdf } from '../downloads/buildTasksPdf';
import type { DownloadBuildContext } from '../downloads/DownloadBuildContext';
import type { DownloadDocument, DownloadTask } from '../downloads/DownloadData';
import type { FormModel } from '../../runtime/forms/FormModel';

// The one Chromium of the PDF tests: launched once for this file, closed after it.
const chromium = findChromium(process.env);
if (chromium.path === null) throw new Error(`these tests print with Chromium: ${chromium.reason}`);
const printer = createPdfPrinter({ executablePath: chromium.path, pages: 2 });
afterAll(() => printer.close());

const print = (layout = pdfLayoutOf(), data = pdfDataOf()) => {
  const { html, headerTemplate, footerTemplate, page } = layoutHtml(layout, data, DEFAULT_REPORT_SETTINGS);
  return printer.print(html, { headerTemplate, footerTemplate, ...page });
};

/** The XObject subtypes (Image, Form) a page's resources hold. */
async function xobjectsByPage(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    return (xobjects?.keys() ?? []).map((key) => {
      const object = xobjects!.lookup(key);
      const dict = object instanceof PDFStream ? object.dict : (object as PDFDict);
      return String(dict.get(PDFName.of('Subtype'))).replace('/', '');
    });
  });
}

const model: FormModel = {
  name: 'Vistoria',
  groups: [
    {
      id: 'g',
      name: 'Geral',
      fields: [
        { id: 'temp', name: 'Temperatura', type: 'number' },
        { id: 'foto', name: 'Foto', type: 'photo' },
        {
          id: 'itens',
          name: 'Itens',
          type: 'table',
          settings: { columns: [{ id: 'item', name: 'Item', type: 'textShort' }] },
        },
      ],
    },
  ],
};
/** The height of the first text item holding `str` on a page read by pdf.js. */
const yMmOf = (page: PdfPageRead, str: string) => page.items.find((item) => item.str.includes(str))!.yMm;

/** A finished document of the model: 35 degrees, one photo (storage key k1), `rows` table rows. */
const documentOf = (id: number, formId: number, rows = 0): DownloadDocument => ({
  id,
  formId,
  version: 1,
  model,
  values: {
    temp: 35,
    foto: [{ fileId: 'f1', name: 'a.png' }],
    itens: Array.from({ length: rows }, (_, i) => ({ item: `Item ${i + 1}` })),
  },
  plans: {},
  finished: true,
  score: null,
  finishedAt: new Date('2026-11-22T12:00:00Z'),
  files: new Map([['f1', { storageKey: 'k1', contentType: 'image/png', name: 'a.png' }]]),
});
/** A finished task of the form, its document #id+100 (`rows` table rows), or none. */
const taskOf = (id: number, formId: number, rows = 0, withDocument = true): DownloadTask => ({
  id,
  title: `Tarefa ${id}`,
  status: 'finished',
  state: 'finished',
  doneLabel: 'noDueDate',
  approval: null,
  responsibleName: 'Ana Lima',
  formId,
  formName: 'Vistoria',
  clientName: '',
  unitName: '',
  startAt: new Date('2026-11-22T11:00:00Z'),
  dueAt: null,
  finishedAt: new Date('2026-11-22T12:00:00Z'),
  address: null,
  position: null,
  document: withDocument ? documentOf(id + 100, formId, rows) : null,
});
/** A download's build of these tasks, the forms' layouts by id, storage holding k1 and kbg (TINY_PNG). */
const downloadOf = (tasks: DownloadTask[], byForm: Map<number, PdfLayout>): DownloadBuildContext => ({
  data: {
    companyName: 'Demo',
    tasks,
    employeeNames: new Map(),
    pdf: {
      byForm,
      fileKeys: new Map([['bg', 'kbg']]),
      logoKey: null,
      settings: DEFAULT_REPORT_SETTINGS,
      backgroundKey: null,
    },
  },
  t: (key, vars) =>
    key === 'downloads.file.page' ? `Página ${vars?.page} de ${vars?.count}` : key.split('.').pop()!,
  locale: 'pt-BR',
  utcOffset: -180,
  now: new Date('2026-11-22T12:00:00Z'),
  storage: {
    put: async () => undefined,
    get: async (key) => (key === 'k1' || key === 'kbg' ? TINY_PNG : null),
    delete: async () => undefined,
  },
  pdfPrinter: printer,
  progress: async () => undefined,
});

describe('printing a layout with Chromium', () => {
  it('flows a 1,000-row table over pages: the header row on every page, no row cut, page x of n', async () => {
    const pad = (n: number) => String(n).padStart(4, '0');
    const filler = 'texto longo que ocupa mais de uma linha desta coluna estreita';
    const rows = Array.from({ length: 1000 }, (_, i) => [
      `R${pad(i + 1)}`,
      `início ${pad(i + 1)} ${filler} fim ${pad(i + 1)}`,
    ]);
    const layout = pdfLayoutOf({
      header: {
        heightMm: 10,
        blocks: [pdfBlockOf('h', 'text', { text: 'Relatório {formName} #{documentId}' })],
      },
      footer: {
        heightMm: 8,
        blocks: [pdfBlockOf('n', 'pageNumber', { format: 'Página {page} de {pages}' })],
      },
      body: [pdfBlockOf('t', 'field', { fieldId: 'itens', label: 'above' }, 8)],
    });
    const data = pdfDataOf({
      fields: {
        itens: {
          label: 'Itens',
          type: 'table',
          text: '',
          images: [],
          table: { columns: ['Código', 'Descrição detalhada'], rows },
          rawValue: null,
        },
      },
    });
    const read = await readPdfPages(await print(layout, data));
    // A4 is 297 mm high: the header band is 10 to 20 mm from the top, the footer 10 to 18 mm from the bottom.
    const yOf = (str: string) => read[0]!.items.find((item) => item.str.includes(str))!.yMm;
    expect(297 - yOf('Relatório')).toBeGreaterThan(10);
    expect(297 - yOf('Relatório')).toBeLessThan(20);
    expect(yOf('Página')).toBeGreaterThan(10);
    expect(yOf('Página')).toBeLessThan(18);
    expect(297 - yOf('Descrição')).toBeGreaterThan(20);
    const pages = read.map((page) => page.text);
    const count = pages.length;
    expect(count).toBeGreaterThan(20);
    pages.forEach((text, i) => {
      expect(text.match(/Descrição detalhada/g), `page ${i + 1}`).toHaveLength(1);
      expect(text).toContain('Relatório Vistoria #42');
      expect(text).toContain(`Página ${i + 1} de ${count}`);
    });
    // Where each row's code, first words and last words are: all on one same page, once.
    const found = new Map<string, number[]>();
    pages.forEach((text, i) => {
      for (const [, part, n] of text.matchAll(/\b(R|início |fim )(\d{4})\b/g)) {
        const key = `${part!.trim()}${n}`;
        found.set(key, [...(found.get(key) ?? []), i]);
      }
    });
    for (let n = 1; n <= 1000; n++) {
      const [code, start, end] = ['R', 'início', 'fim'].map((part) => found.get(`${part}${pad(n)}`));
      expect({ n, start, end }).toEqual({ n, start: code, end: code });
      expect(code, `row ${n}`).toHaveLength(1);
    }
  });

  it('stamps the background under the content of all, the first, the last or the chosen pages', async () => {
    const pageBreak = pdfBlockOf('br', 'pageBreak');
    const threePages = pdfLayoutOf({
      body: [
        pdfBlockOf('a', 'text', { text: 'Primeira' }),
        pageBreak,
        pdfBlockOf('b', 'text', { text: 'Segunda' }),
        { ...pageBreak, id: 'br2' },
        pdfBlockOf('c', 'text', { text: 'Terceira' }),
      ],
    });
    // Three prints at once on a pool of two pages: the third waits for a page.
    const [printed, one, other] = await Promise.all([
      print(threePages),
      print(pdfLayoutOf({ body: [pdfBlockOf('x', 'text', { text: 'Outro' })] })),
      print(pdfLayoutOf({ body: [pdfBlockOf('y', 'text', { text: 'Mais um' })] })),
    ]);
    expect((await readPdfPages(one))[0]!.text).toContain('Outro');
    expect((await readPdfPages(other))[0]!.text).toContain('Mais um');
    expect((await xobjectsByPage(printed)).every((x) => !x.includes('Image'))).toBe(true);

    const stamped = async (mode: PdfBackground['mode'], pages: number[] = []) =>
      (await xobjectsByPage(await stampBackground(printed, { mode, fileId: 'bg', pages }, TINY_PNG))).map(
        (x) => x.includes('Image'),
      );
    expect(await stamped('all')).toEqual([true, true, true]);
    expect(await stamped('first')).toEqual([true, false, false]);
    expect(await stamped('last')).toEqual([false, false, true]);
    expect(await stamped('custom', [2, 9])).toEqual([false, true, false]);
    expect(await stampBackground(printed, { mode: 'none', fileId: 'bg', pages: [] }, TINY_PNG)).toBe(printed);

    // Under: the background is painted before any text; the text is all still there.
    const read = await readPdfPages(
      await stampBackground(printed, { mode: 'first', fileId: 'bg', pages: [] }, TINY_PNG),
      { operators: true },
    );
    expect(read.map((page) => page.text.trim())).toEqual(['Primeira', 'Segunda', 'Terceira']);
    const ops = read[0]!.operators;
    expect(ops.indexOf(OPS.paintImageXObject)).toBeGreaterThanOrEqual(0);
    expect(ops.indexOf(OPS.paintImageXObject)).toBeLessThan(ops.indexOf(OPS.showText));

    // A PDF background: its first page, as a form drawn under the printed one.
    const letterhead = await stampBackground(printed, { mode: 'last', fileId: 'bg', pages: [] }, one);
    expect((await xobjectsByPage(letterhead)).map((x) => x.length)).toEqual([0, 0, 2]);
    const last = (await readPdfPages(letterhead))[2]!.text;
    expect(last.indexOf('Outro')).toBeLessThan(last.indexOf('Terceira'));
  });

  it("prints a download's tasks with their form's custom layout or the default document, in order", async () => {
    const layout = pdfLayoutOf({
      body: [
        pdfBlockOf('i', 'documentInfo', { items: ['responsible', 'documentId'], columns: 1 }),
        pdfBlockOf('g', 'group', { groupId: 'g', columns: 2, title: true, pageBreakBefore: false }),
      ],
      styleRules: [{ id: 'r', fieldId: 'temp', operator: 'greater', value: 30, textColor: '#c62828' }],
    });
    const bytes = await buildTasksPdf(downloadOf([taskOf(1, 10), taskOf(2, 20)], new Map([[10, layout]])));
    const pages = await readPdfPages(bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.text).toMatch(/responsible: Ana Lima .*documentId: 101/);
    expect(pages[0]!.text).toMatch(/Geral Temperatura 35 Foto/);
    expect((await xobjectsByPage(bytes))[0]).toContain('Image');
    expect(pages[1]!.text).toContain('#2 — Tarefa 2');
    expect(pages[1]!.text).toContain('Página 1 de 1');
  });

  it('prints the documents of one layout in one batch: selected order, page numbers and background per document', async () => {
    const banded = pdfLayoutOf({
      header: { heightMm: 10, blocks: [pdfBlockOf('h', 'text', { text: 'Vistoria #{documentId}' })] },
      footer: {
        heightMm: 8,
        blocks: [pdfBlockOf('n', 'pageNumber', { format: 'Página {page} de {pages}' })],
      },
      body: [pdfBlockOf('t', 'field', { fieldId: 'itens', label: 'above' })],
      background: { mode: 'first', fileId: 'bg', pages: [] },
    });
    const plain = pdfLayoutOf({ body: [pdfBlockOf('p', 'text', { text: 'Simples {documentId}' })] });
    const layouts = new Map([
      [10, banded],
      [30, plain],
    ]);
    // Task 4's document printed alone, Chromium's own header and footer on each of its n pages.
    const alone = await readPdfPages(await buildTasksPdf(downloadOf([taskOf(4, 10, 120)], layouts)));
    const n = alone.length;
    expect(n).toBeGreaterThan(1);
    // Form 10 (bands, background) on tasks 1, 4 (n pages) and 6; form 30 (neither) on 3 and 5.
    const tasks = [taskOf(1, 10), taskOf(2, 20, 0, false), taskOf(3, 30), taskOf(4, 10, 120)];
    const bytes = await buildTasksPdf(downloadOf([...tasks, taskOf(5, 30), taskOf(6, 10)], layouts));
    const pages = await readPdfPages(bytes);
    const heads = pages.map((page) => /Vistoria #\d+|#2 — Tarefa 2|Simples \d+/.exec(page.text)?.[0]);
    const long = Array.from({ length: n }, (_, i) => i);
    expect(heads).toEqual([
      'Vistoria #101',
      '#2 — Tarefa 2',
      'Simples 103',
      ...long.map(() => 'Vistoria #104'),
      'Simples 105',
      'Vistoria #106',
    ]);
    const numbers = pages.map((page) => /Página (\d+) de (\d+)/.exec(page.text)?.slice(1).join('/'));
    expect(numbers).toEqual(['1/1', '1/1', undefined, ...long.map((i) => `${i + 1}/${n}`), undefined, '1/1']);
    // The background under each banded document's first page only; no document mark left as a link.
    const images = (await xobjectsByPage(bytes)).map((x) => x.includes('Image'));
    expect(images).toEqual([true, false, false, ...long.map((i) => i === 0), false, true]);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPages().map((page) => page.node.Annots()?.size() ?? 0)).toEqual(pages.map(() => 0));
    // Each page of the batch is the page printed alone: same text, bands where Chromium put them.
    alone.forEach((page, i) => {
      const batched = pages[3 + i]!;
      expect(batched.text.split(' ').sort()).toEqual(page.text.split(' ').sort());
      for (const str of ['Vistoria', 'Página'])
        expect(yMmOf(batched, str), `${str} on page ${i + 1}`).toBeCloseTo(yMmOf(page, str), 0);
    });
  });
});
