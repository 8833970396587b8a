import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PdfLayout } from '../../../runtime/pdf/PdfLayout';
import { pdfBlockOf, pdfLayoutOf } from '../../../runtime/pdf/testing/pdfFixtures';
import { buildApp } from '../../app';
import type { PdfPrinter, PrintOptions } from '../../pdf/PdfPrinter';
import { formTestKit } from '../../testing/formTestKit';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

/** A printer that keeps what it was asked to print (the real print: tests/e2e/screen-equals-paper.spec.ts). */
function recordingPrinter() {
  const prints: Array<{ html: string; options: PrintOptions }> = [];
  const printer: PdfPrinter = {
    executablePath: '/bin/false',
    print: async (html, options = {}) => {
      prints.push({ html, options });
      return new TextEncoder().encode('%PDF-1.7 preview');
    },
    close: async () => undefined,
  };
  return { printer, prints };
}

const LAYOUT: PdfLayout = pdfLayoutOf({
  header: { heightMm: 20, blocks: [pdfBlockOf('title', 'text', { text: '{formName} nº {documentId}' })] },
  footer: { heightMm: 8, blocks: [pdfBlockOf('n', 'pageNumber', { format: 'Página {page} de {pages}' })] },
  body: [
    pdfBlockOf('obs', 'field', { fieldId: 'obs', label: 'above' }),
    pdfBlockOf('qty', 'field', { fieldId: 'qty', label: 'left' }),
  ],
  styleRules: [{ id: 'r', fieldId: 'qty', operator: 'greater', value: 10, textColor: '#b71c1c' }],
});

describe.each(testBackends().slice(0, 1))('PreVisualizarPdfLayout on $name', (backend) => {
  let t: TestApp;
  let noChromium: FastifyInstance;
  let owner = '';
  let formId = 0;
  const { printer, prints } = recordingPrinter();
  const kit = formTestKit(() => t);
  const params = (layout: PdfLayout = LAYOUT, templateId = 'laudo') => ({
    ID: formId,
    TEMPLATE_ID: templateId,
    LAYOUT: layout,
    HOJE: '2026-11-26',
  });

  /** The command as the browser sends it, answered as it is (a PDF or the envelope). */
  const send = (app: FastifyInstance, token: string) => {
    const form = new URLSearchParams({ COMMAND: 'PreVisualizarPdfLayout', AUTH_TOKEN: token });
    for (const [key, value] of Object.entries(params()))
      form.set(`CMD.${key}`, typeof value === 'string' ? value : JSON.stringify(value));
    return app.inject({
      method: 'POST',
      url: '/api/command',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
  };

  beforeAll(async () => {
    t = await startTestApp(backend, { pdfPrinter: printer });
    noChromium = await buildApp({ db: t.db, pdfPrinter: null, config: { jobsPollMs: 0 } });
    owner = await t.login('dono@demo.campo');
    const model = kit.model('Laudo de vistoria', [kit.field('obs', 'Observações', 'textMultiline')]);
    formId = await kit.create(owner, {
      ...model,
      exports: {
        defaultTemplateId: 'default',
        templates: [{ id: 'laudo', name: 'Laudo', kind: 'pdf', layout: pdfLayoutOf() }],
      },
    });
  });
  afterAll(async () => {
    await noChromium?.close();
    await t?.close();
  });

  it('prints the unsaved layout over the editor’s sample document, as a PDF named after the template', async () => {
    const response = await send(t.app, owner);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Laudo_de_vistoria');
    expect(response.body).toBe('%PDF-1.7 preview');
    const printed = prints.splice(0);
    expect(printed).toHaveLength(1);
    const { html, options } = printed[0]!;
    // The sample answers the canvas shows (sampleDocumentData), the styling rule on the number (42 > 10).
    expect(html).toContain('Texto de exemplo');
    expect(html).toMatch(/color:#b71c1c[^>]*>42</);
    // The bands as Chromium's templates, the sample's document number and Chromium's page counters.
    expect(options.headerTemplate).toContain('Laudo de vistoria nº 123');
    expect(options.footerTemplate).toContain('class="pageNumber"');
    expect(options).toMatchObject({ format: 'A4', landscape: false, marginsMm: { top: 30, bottom: 18 } });
  });

  it('refuses a layout SalvarModelo would refuse, a template the form lacks, and without Chromium', async () => {
    const unknownField = { ...LAYOUT, body: [pdfBlockOf('x', 'field', { fieldId: 'nope', label: 'above' })] };
    expect(kit.error(await kit.call('PreVisualizarPdfLayout', params(unknownField), owner)).code).toBe(
      'EXPORT_TEMPLATE_INVALID',
    );
    expect(kit.error(await kit.call('PreVisualizarPdfLayout', params(LAYOUT, 'outro'), owner)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect((await send(noChromium, owner)).json().ROOT.ERROR_CODE).toBe('PDF_PRINTER_UNAVAILABLE');
    expect(prints).toEqual([]);
  });

  it('is MODEL EDIT: the operator, who views forms, is refused', async () => {
    const operator = await t.login('operador@demo.campo');
    const answer = await kit.call('PreVisualizarPdfLayout', params(), operator);
    expect(answer.ROOT.RESULT).not.toBe('1');
    expect(prints).toEqual([]);
  });
});
