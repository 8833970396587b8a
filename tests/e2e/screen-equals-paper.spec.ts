import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { PdfBlock, PdfLayout } from '../../src/runtime/pdf/PdfLayout';
import { pdfLayoutOf } from '../../src/runtime/pdf/testing/pdfFixtures';
import { demoFormModel } from './pdfEditorSupport';
import { commandOk, login } from './support';

// Issue 15's "screen equals paper": for three layouts, the PDF editor's canvas (sheet 1, the editor's
// guides hidden) and the PDF the editor's "Pré-visualizar PDF" prints from the same layout and the same
// sample document, rasterised by pdf.js at the canvas's 96 dpi, aligned by the sheet's edges. They may
// differ in under 1% of the pixels and nowhere in a solid patch (a moved block or a changed colour is
// one); the metric is checked to catch a 5 mm shift and a colour change. The canvas, PDF and diff PNGs go
// to test-results/screen-equals-paper/.
const FORM = 'Relatório de manutenção preventiva';
const OUT = join('test-results', 'screen-equals-paper');
const PDFJS = join('node_modules', 'pdfjs-dist', 'build');
/** Most pixels that may differ (anti-aliasing, glyph rasterisers), as a share of the sheet. */
const MAX_SHARE = 0.01;
/** pixelmatch's colour threshold (0..1): a pixel differs beyond it. */
const THRESHOLD = 0.15;
/**
 * A square this wide (px, 2.6 mm at 96 dpi) whose colour differs everywhere by more than PATCH_LEVELS (of
 * 255) is a moved block or a changed colour, not anti-aliasing (whose differences are lines 1–2 px wide;
 * measured: 5–6 px on these layouts, 17 px and more for a changed colour or a 5 mm shift).
 */
const PATCH = 10;
const PATCH_LEVELS = 16;
const PX_PER_MM = 96 / 25.4;

const block = (
  id: string,
  type: PdfBlock['type'],
  span: number,
  settings: object,
  style?: PdfBlock['style'],
) =>
  ({
    id,
    type,
    span,
    settings: settings as Record<string, unknown>,
    ...(style ? { style } : {}),
  }) as PdfBlock;
const margins = { top: 12, right: 12, bottom: 12, left: 12 };

const LAYOUTS: Array<{ id: string; name: string; layout: PdfLayout }> = [
  {
    id: 'sep-answers',
    name: 'Respostas em duas colunas',
    layout: pdfLayoutOf({
      page: { size: 'A4', orientation: 'portrait', marginsMm: margins, gridMm: 5 },
      header: {
        heightMm: 20,
        blocks: [
          block('logo', 'logo', 3, { heightMm: 15 }),
          block('title', 'text', 9, { text: '{formName}' }, { bold: true, fontSizePt: 14, align: 'right' }),
        ],
      },
      footer: {
        heightMm: 8,
        blocks: [
          block('pages', 'pageNumber', 12, { format: 'Página {page} de {pages}' }, { align: 'right' }),
        ],
      },
      body: [
        block('intro', 'text', 12, { text: 'Relatório nº {documentId}, emitido em {date}' }),
        block('servico', 'group', 12, {
          groupId: 'servico',
          columns: 2,
          title: true,
          pageBreakBefore: false,
        }),
        block('custos', 'group', 12, { groupId: 'custos', columns: 2, title: true, pageBreakBefore: false }),
      ],
    }),
  },
  {
    id: 'sep-table',
    name: 'Tabela e fotos',
    layout: pdfLayoutOf({
      page: { size: 'A4', orientation: 'portrait', marginsMm: margins, gridMm: 5 },
      body: [
        block(
          'title',
          'text',
          12,
          { text: 'Peças e fotos' },
          { bold: true, fontSizePt: 16, color: '#0d47a1' },
        ),
        block('pecas', 'field', 12, { fieldId: 'pecas', label: 'above' }),
        block('mao', 'field', 6, { fieldId: 'mao_de_obra', label: 'above' }),
        block('total', 'field', 6, { fieldId: 'total_geral', label: 'above' }),
        block('fotos', 'photos', 12, { fieldId: 'fotos', perRow: 2 }),
      ],
    }),
  },
  {
    id: 'sep-rules',
    name: 'Regras de cor e assinatura',
    layout: pdfLayoutOf({
      page: {
        size: 'A4',
        orientation: 'portrait',
        marginsMm: { top: 15, right: 15, bottom: 15, left: 20 },
        gridMm: 5,
      },
      body: [
        block(
          'note',
          'text',
          12,
          { text: 'Observações do técnico:\nequipamento revisado conforme o plano.' },
          { color: '#1565c0', background: '#e3f2fd' },
        ),
        block('rule', 'divider', 12, {}),
        block('situacao', 'field', 6, { fieldId: 'situacao', label: 'left' }),
        block('inicio', 'field', 6, { fieldId: 'inicio', label: 'above' }),
        block('descricao', 'field', 12, { fieldId: 'descricao', label: 'above' }),
        block('cliente', 'signature', 6, { fieldId: 'assinatura_cliente', caption: 'Assinatura do cliente' }),
        block('tecnico', 'signature', 6, { fieldId: null, caption: 'Responsável técnico' }),
      ],
      styleRules: [
        {
          id: 'r1',
          fieldId: 'situacao',
          operator: 'equals',
          value: 'Operando normalmente',
          textColor: '#b71c1c',
          backgroundColor: '#ffeb3b',
        },
        { id: 'r2', fieldId: 'inicio', operator: 'filled', textColor: '#ffffff', backgroundColor: '#2e7d32' },
      ],
    }),
  },
];

let formId = 0;
let version = 0;

test.beforeAll(async ({ request }) => {
  const form = await demoFormModel(request, FORM);
  const { token } = form;
  formId = form.formId;
  mkdirSync(OUT, { recursive: true });
  const exports = form.model.exports ?? { defaultTemplateId: 'default', templates: [] };
  // Saved once per server (a failed test restarts the worker, which runs this again).
  if (exports.templates.some((t: { id: string }) => t.id === LAYOUTS[0]!.id)) {
    version = form.version;
    return;
  }
  const model = {
    ...form.model,
    exports: {
      ...exports,
      templates: [
        ...exports.templates,
        ...LAYOUTS.map(({ id, name, layout }) => ({ id, name, kind: 'pdf', layout })),
      ],
    },
  };
  const saved = await commandOk(
    request,
    'SalvarModelo',
    { ID: formId, VERSAO: form.version, MODELO: model, EDICAO: 'e2e-paper' },
    token,
  );
  await commandOk(request, 'FecharEdicaoModelo', { ID: formId, EDICAO: 'e2e-paper' }, token);
  version = saved.VERSAO as number;
});

/** The PDF's first page as a PNG of `width`×`height` px: pdf.js (pdfjs-dist's build) in a page of its own. */
async function rasterise(page: Page, pdf: Buffer, width: number, height: number): Promise<PNG> {
  const viewer = await page.context().newPage();
  await viewer.route('http://pdfjs.invalid/**', (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (name === '')
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><canvas></canvas>' });
    return route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(PDFJS, name)) });
  });
  await viewer.goto('http://pdfjs.invalid/');
  const png = await viewer.evaluate(
    async ({ base64, width, height }) => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pdfjs-dist loaded by URL in the page
      const pdfjs: any = await import('http://pdfjs.invalid/pdf.mjs' as string);
      pdfjs.GlobalWorkerOptions.workerSrc = 'http://pdfjs.invalid/pdf.worker.mjs';
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const doc = await pdfjs.getDocument({ data }).promise;
      const first = await doc.getPage(1);
      // The sheet's edges on the image's edges: the page's width in points to the canvas's pixels.
      const viewport = first.getViewport({ scale: width / first.getViewport({ scale: 1 }).width });
      const canvas = document.querySelector('canvas')!;
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      await first.render({ canvas, canvasContext: context, viewport }).promise;
      return canvas.toDataURL('image/png').slice('data:image/png;base64,'.length);
    },
    { base64: pdf.toString('base64'), width, height },
  );
  await viewer.close();
  return PNG.sync.read(Buffer.from(png, 'base64'));
}

/** The image under a 3×3 box blur: glyph edges that two rasterisers place a fraction of a pixel apart agree. */
function blurred(image: PNG): PNG {
  const { width, height } = image;
  const out = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const yy = Math.min(height - 1, Math.max(0, y + dy));
            const xx = Math.min(width - 1, Math.max(0, x + dx));
            sum += image.data[(yy * width + xx) * 4 + c]!;
          }
        out.data[o + c] = Math.round(sum / 9);
      }
      out.data[o + 3] = 255;
    }
  return out;
}

/** The side (px) of the largest square where every pixel differs by more than PATCH_LEVELS in a channel. */
function largestPatch(a: PNG, b: PNG): number {
  const { width, height } = a;
  const side = new Uint16Array(width * height);
  let largest = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const d = Math.max(
        Math.abs(a.data[i * 4]! - b.data[i * 4]!),
        Math.abs(a.data[i * 4 + 1]! - b.data[i * 4 + 1]!),
        Math.abs(a.data[i * 4 + 2]! - b.data[i * 4 + 2]!),
      );
      if (d <= PATCH_LEVELS) continue;
      side[i] = x && y ? 1 + Math.min(side[i - 1]!, side[i - width]!, side[i - width - 1]!) : 1;
      largest = Math.max(largest, side[i]!);
    }
  return largest;
}

/**
 * How two same-sized sheets differ, both blurred (blurred): the share of pixels pixelmatch finds
 * different (its anti-aliasing detection on) and the largest solid patch of different colour.
 */
function compare(a: PNG, b: PNG, diff?: PNG) {
  const [x, y] = [blurred(a), blurred(b)];
  const { width, height } = a;
  const count = pixelmatch(x.data, y.data, diff?.data ?? null, width, height, { threshold: THRESHOLD });
  const share = count / (width * height);
  const patch = largestPatch(x, y);
  return { share, patch, same: share < MAX_SHARE && patch < PATCH };
}

/** The image moved down by `mm` (white above): a block moved that far. */
function shifted(image: PNG, mm: number): PNG {
  const dy = Math.round(mm * PX_PER_MM);
  const out = new PNG({ width: image.width, height: image.height });
  out.data.fill(255);
  image.data.copy(out.data, dy * image.width * 4, 0, (image.height - dy) * image.width * 4);
  return out;
}

for (const { id, name } of LAYOUTS)
  test(`screen equals paper: ${name}`, async ({ page }) => {
    test.setTimeout(120_000);
    // Wide enough that the sheet shows at 96 dpi, unzoomed, and tall enough to show it whole.
    await page.setViewportSize({ width: 1600, height: 1400 });
    await login(page);
    await page.goto(`/#/form/${formId}/${version}/pdf/${id}`);
    const help = page.getByRole('dialog', { name: 'Como montar o seu PDF' });
    const heading = page.getByRole('heading', { level: 1, name: `PDF: ${name}` });
    await expect(help.or(heading)).toBeVisible();
    if (await help.isVisible()) await help.getByRole('button', { name: 'Entendi' }).click();
    await expect(help).toHaveCount(0);

    // The canvas's own frame, named when GrapesJS is ready (a stray one it draws while starting is not).
    const frame = page.frameLocator('[data-pdf-canvas] iframe[title]');
    const sheet = frame.locator('[data-page="1"]');
    await expect(sheet).toBeVisible();
    await expect
      .poll(() =>
        sheet.evaluate((s) =>
          [...s.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    // The editor's guides (zone outlines and names, the column and snapping grid) are not on paper; the
    // desk around the sheet turns white and the sheet sits at whole pixels, so its edges are the image's.
    await sheet.evaluate((s) => {
      const style = s.ownerDocument.createElement('style');
      style.textContent =
        '[data-zone]{outline:none!important}[data-zone]::after{content:none!important}[data-zone=body]{background-image:none!important}' +
        'html,body{background:#fff!important}body{padding:16px!important}[data-page]{margin:0!important;box-shadow:none!important}';
      s.ownerDocument.head.appendChild(style);
      s.ownerDocument.defaultView!.scrollTo(0, 0);
    });
    await page.mouse.move(5, 700);
    const canvasPng = PNG.sync.read(await sheet.screenshot({ animations: 'disabled' }));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pré-visualizar PDF' }).click();
    const pdf = readFileSync((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const paperPng = await rasterise(page, pdf, canvasPng.width, canvasPng.height);

    const diff = new PNG({ width: canvasPng.width, height: canvasPng.height });
    const result = compare(canvasPng, paperPng, diff);
    writeFileSync(join(OUT, `${id}-canvas.png`), PNG.sync.write(canvasPng));
    writeFileSync(join(OUT, `${id}-pdf.png`), PNG.sync.write(paperPng));
    writeFileSync(join(OUT, `${id}-diff.png`), PNG.sync.write(diff));
    console.log(
      `${id}: ${(result.share * 100).toFixed(3)}% of ${canvasPng.width}×${canvasPng.height} px differ, largest patch ${result.patch} px`,
    );
    expect(result.share).toBeLessThan(MAX_SHARE);
    expect(result.patch).toBeLessThan(PATCH);

    // The metric catches what it must: the page's content 5 mm lower, and (on the rules' layout) the
    // rule's colour changed on the canvas.
    expect(compare(canvasPng, shifted(paperPng, 5)).same).toBe(false);
    if (id === 'sep-rules') {
      await frame.locator('.pdf-answer span[style*="#ffeb3b"]').evaluate((span) => {
        (span as HTMLElement).style.backgroundColor = '#ff9800';
      });
      const recoloured = PNG.sync.read(await sheet.screenshot({ animations: 'disabled' }));
      expect(compare(recoloured, paperPng).same).toBe(false);
    }
  });
