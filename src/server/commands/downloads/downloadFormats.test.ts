import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { FormExports } from '../../../runtime/pdf/PdfLayout';
import { DEFAULT_REPORT_SETTINGS, type ReportSettings } from '../../../runtime/pdf/ReportSettings';
import { pdfBlockOf, pdfLayoutOf } from '../../../runtime/pdf/testing/pdfFixtures';
import { buildDocumentPdf } from '../../downloads/buildDocumentPdf';
import { LocalDiskStorage } from '../../storage/LocalDiskStorage';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { documentTestKit } from '../../testing/documentTestKit';
import { downloadTestKit, INSPECTION_MODEL } from '../../testing/downloadTestKit';

const config = { cacheTtlMs: 0, jobsPollMs: 0, jobsRetryBaseMs: 0 };
const TITLE = 'Inspeção do quadro <geral> & "QGBT"';
const pt = JSON.parse(readFileSync(join(__dirname, '../../../../metadata/i18n/pt-BR.json'), 'utf8'));
/** A pt-BR key's text with its {{vars}}: enough for a mail's PDF. */
const t = (key: string, vars: Record<string, unknown> = {}) =>
  (
    (key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)?.[p], pt) as string) ?? key
  ).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name] ?? ''));

/** The cell texts of a sheet's rows (row 1: the headers). */
function rowsOf(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

/** Every page's text (pdf.js) and how many images the pages paint. */
async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  let images = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const text = await page.getTextContent();
    pages.push(
      text.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    const operators = await page.getOperatorList();
    images += operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
  }
  await pdf.destroy();
  return { pages, images };
}

describe.each(testBackends())('download formats on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof downloadTestKit>;
  let uploadDir: string;
  let owner: string;
  let supervisor: string;
  let formId: number;
  let taskId: number;
  let documentId: number;
  let plainTaskId: number;
  let operatorName: string;

  const file = async (token: string, ids: number[], format: string) => {
    const id = await kit.build(token, ids, format);
    const response = await kit.fetch(token, id);
    expect(response.headers['content-disposition']).toContain('attachment');
    return response.rawPayload;
  };
  const workbook = async (token: string, format = 'excel') => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await file(token, [taskId, plainTaskId], format)) as never);
    return book;
  };
  /** Only the owner may see the form while `run` runs. */
  const hidingForm = async (run: () => Promise<void>) => {
    const ownerId = await kit.tasks.userId('dono@demo.campo');
    const restrict = (employees: number[]) =>
      kit.tasks.call(
        'SalvarPermissoesModelo',
        { ID: formId, PERMISSOES: { roles: [], squads: [], employees } },
        owner,
      );
    kit.tasks.ok(await restrict([ownerId]));
    try {
      await run();
    } finally {
      kit.tasks.ok(await restrict([]));
    }
  };

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'campo-download-formats-'));
    // No Chromium here: custom layouts print in src/server/pdf/printLayout.test.ts (one browser for all).
    app = await startTestApp(backend, { config: { ...config, uploadDir }, pdfPrinter: null });
    kit = downloadTestKit(app);
    owner = await app.login('dono@demo.campo');
    supervisor = await app.login('supervisor@demo.campo');
    const operator = await app.login('operador@demo.campo');
    const operatorId = await kit.tasks.userId('operador@demo.campo');
    formId = await kit.inspectionForm(owner);
    ({ taskId, documentId } = await kit.filledTask(owner, operator, operatorId, formId, TITLE));
    plainTaskId = await kit.tasks.create(owner, {
      title: 'Troca de lâmpadas',
      formId,
      responsible: { kind: 'employee', id: operatorId },
      startDate: kit.tasks.day(1),
      startHour: '08:30',
    });
    const list = kit.tasks.ok(
      await kit.tasks.call('ConsultarAtividadesFlowV2', { BUSCA: String(taskId) }, owner),
    );
    operatorName = (list.ITEMS as Array<{ id: number; responsible: { name: string } }>).find(
      (i) => i.id === taskId,
    )!.responsible.name;
  });
  afterAll(async () => {
    await app?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('Excel: the tasks sheet and one sheet per form with the answers as text', async () => {
    const book = await workbook(owner);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Atividades', 'Inspeção elétrica']);
    const [header, first, second] = rowsOf(book.getWorksheet('Atividades')!);
    expect(header).toEqual([
      'ID',
      'Título',
      'Estado',
      'Entrega',
      'Responsável',
      'Formulário',
      'Cliente',
      'Unidade',
      'Início',
      'Prazo',
      'Finalizada em',
      'Aprovação',
      'Endereço',
    ]);
    expect(first).toEqual([
      String(taskId),
      TITLE,
      'Finalizada',
      'Sem prazo',
      operatorName,
      'Inspeção elétrica',
      '',
      '',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} 00:00$/),
      '',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      '',
      'Rua da Aurora, 100 - Recife/PE',
    ]);
    expect(second!.slice(0, 3)).toEqual([String(plainTaskId), 'Troca de lâmpadas', 'Pendente']);
    expect(second![8]).toMatch(/ 08:30$/);

    const form = rowsOf(book.getWorksheet('Inspeção elétrica')!);
    expect(form).toEqual([
      [
        'Atividade',
        'Título',
        'Documento',
        'Documento finalizado',
        'Pontuação',
        'Observação',
        'Resultado',
        'Fotos do quadro',
        'Assinatura do cliente',
        'Itens trocados',
      ],
      [
        String(taskId),
        TITLE,
        String(documentId),
        'Sim',
        '10',
        'Disjuntor & cabos <ok> "trocados"',
        'Aprovado',
        '2 fotos',
        'Assinatura',
        '2 linhas',
      ],
    ]);
    expect(book.getWorksheet('Inspeção elétrica')!.getImages()).toEqual([]);
  });

  it('Excel with images: the same answers with the photos and the signature embedded in their cells', async () => {
    const book = await workbook(owner, 'excelImages');
    const sheet = book.getWorksheet('Inspeção elétrica')!;
    expect(rowsOf(sheet)[1]![5]).toBe('Disjuntor & cabos <ok> "trocados"');
    const images = sheet.getImages();
    expect(images).toHaveLength(3);
    // Photos in the "Fotos do quadro" column (8th, index 7), the signature in the next one, on row 2.
    expect(images.map((i) => [i.range.tl.nativeCol, i.range.tl.nativeRow]).sort()).toEqual([
      [7, 1],
      [7, 1],
      [8, 1],
    ]);
    expect(book.model.media).toHaveLength(3);
  });

  it('images: a zip of every photo and signature named task_field_n', async () => {
    const zip = await JSZip.loadAsync(await file(owner, [taskId, plainTaskId], 'images'));
    expect(Object.keys(zip.files).sort()).toEqual([
      `${taskId}_assinatura_1.png`,
      `${taskId}_fotos_1.png`,
      `${taskId}_fotos_2.png`,
    ]);
    const png = await zip.file(`${taskId}_fotos_1.png`)!.async('uint8array');
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  });

  it('Google Earth: a KML placemark per located task, escaped', async () => {
    const kml = (await file(owner, [taskId, plainTaskId], 'kml')).toString('utf8');
    // Well-formedness is checked by an XML parser in buildTasksKml.test.ts; here, what the tasks gave.
    expect(
      kml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">'),
    ).toBe(true);
    expect(kml.match(/<Placemark /g)).toHaveLength(1);
    expect(kml).toContain(`<Placemark id="task-${taskId}">`);
    expect(kml).toContain('<name>Inspeção do quadro &lt;geral&gt; &amp; &quot;QGBT&quot;</name>');
    expect(kml).toContain('<coordinates>-34.88,-8.06,0</coordinates>');
    expect(kml).toContain(`Responsável: ${operatorName}`);
    expect(kml).toContain('Estado: Finalizada');
    expect(kml).toContain('Endereço: Rua da Aurora, 100 - Recife/PE');
    expect(kml).not.toContain('Troca de lâmpadas');
  });

  it('PDF of the default document: a section per task with the answers, images and page numbers', async () => {
    const bytes = await file(owner, [taskId, plainTaskId], 'pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, images } = await readPdf(bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`#${taskId} — ${TITLE}`);
    for (const text of [
      'Vistoria do quadro',
      'Observação',
      'Disjuntor & cabos <ok> "trocados"',
      'Resultado',
      'Aprovado',
      'Itens trocados',
      'Disjuntor 20 A',
      'Cabo 4 mm²',
      'Pontuação: 10',
      `Responsável ${operatorName}`,
      'Página 1 de 2',
    ])
      expect(pages[0]).toContain(text);
    expect(images).toBe(3);
    expect(pages[1]).toContain(`#${plainTaskId} — Troca de lâmpadas`);
    expect(pages[1]).toContain('Página 2 de 2');
  });

  it('PDF of the default document with the company’s saved report settings', async () => {
    const save = async (settings: ReportSettings) =>
      kit.tasks.ok(await kit.tasks.call('SalvarConfiguracoesRelatorio', { CONFIGURACOES: settings }, owner));
    const bytes = await file(owner, [taskId], 'pdf');
    expect((await readPdf(bytes)).pages[0]).toMatch(/☑ Aprovado ☐ Reprovado/);
    await save({
      ...DEFAULT_REPORT_SETTINGS,
      orientation: 'landscape',
      headerItems: ['unit'],
      checks: 'text',
    });
    try {
      const landscape = await file(owner, [taskId], 'pdf');
      const { width, height } = (await PDFDocument.load(landscape)).getPage(0).getSize();
      expect(width).toBeGreaterThan(height);
      const [page] = (await readPdf(landscape)).pages;
      expect(page).toContain('Resultado Aprovado');
      for (const absent of ['Reprovado', '☑', 'Responsável', 'Formulário'])
        expect(page).not.toContain(absent);
      // A mail's PDF of the document (buildDocumentPdf) prints with them too, its header items the task's.
      const { companyId } = await app.db
        .selectFrom('documents')
        .select('company_id as companyId')
        .where('id', '=', documentId)
        .executeTakeFirstOrThrow();
      await save({
        ...DEFAULT_REPORT_SETTINGS,
        headerItems: ['responsible'],
        checks: 'text',
        orientation: 'landscape',
      });
      const mail = await app.db
        .transaction()
        .execute((trx) =>
          buildDocumentPdf(trx, { companyId, documentId, storage: new LocalDiskStorage(uploadDir), t }),
        );
      const mailSize = (await PDFDocument.load(mail.bytes)).getPage(0).getSize();
      expect(mailSize.width).toBeGreaterThan(mailSize.height);
      const [mailPage] = (await readPdf(mail.bytes)).pages;
      expect(mailPage).toContain(`Responsável ${operatorName}`);
      for (const absent of ['Reprovado', 'Formulário', 'Documento']) expect(mailPage).not.toContain(absent);
    } finally {
      await save(DEFAULT_REPORT_SETTINGS);
    }
  });

  it('PDF of a single task whose form exports Word by default: the document as a .docx', async () => {
    const form = await documentTestKit(app).insertForm(owner, {
      ...INSPECTION_MODEL,
      name: 'Relatório em Word',
      exports: { defaultTemplateId: 'word', templates: [{ id: 'word', name: 'Word', kind: 'word' }] },
    });
    const operator = await app.login('operador@demo.campo');
    const operatorId = await kit.tasks.userId('operador@demo.campo');
    const task = await kit.filledTask(owner, operator, operatorId, form.id, 'Quadro em Word');
    const id = await kit.build(owner, [task.taskId], 'pdf');
    expect((await kit.queue(owner)).find((d) => d.id === id)!.name).toMatch(/^atividades_\d{8}_\d{4}\.docx$/);
    const response = await kit.fetch(owner, id);
    expect(response.headers['content-type']).toContain('wordprocessingml');
    const zip = await JSZip.loadAsync(response.rawPayload);
    const body = await zip.file('word/document.xml')!.async('string');
    for (const text of ['Quadro em Word', 'Observação', 'Disjuntor 20 A', 'Cabo 4 mm²'])
      expect(body).toContain(text);
    // Two photos and the signature (the same bytes: Word keeps them once in word/media).
    expect(body.match(/<w:drawing>/g)).toHaveLength(3);
    expect(Object.keys(zip.files).some((name) => /^word\/media\/.+\.png$/.test(name))).toBe(true);
    // Two tasks stay one PDF.
    expect((await file(owner, [task.taskId, taskId], 'pdf')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a form the requester may not see keeps its tasks rows but shows no answers in any format', async () => {
    await hidingForm(async () => {
      const book = await workbook(supervisor);
      expect(book.worksheets.map((s) => s.name)).toEqual(['Atividades']);
      expect(rowsOf(book.getWorksheet('Atividades')!)[1]!.slice(0, 2)).toEqual([String(taskId), TITLE]);
      const zip = await kit.build(supervisor, [taskId], 'images');
      expect((await kit.queue(supervisor)).find((d) => d.id === zip)!.errorCode).toBe('DOWNLOAD_NO_DATA');
      const { pages, images } = await readPdf(await file(supervisor, [taskId], 'pdf'));
      expect(pages[0]).toContain(TITLE);
      expect(pages[0]).not.toContain('Disjuntor');
      expect(images).toBe(0);
      // The owner still sees them.
      expect((await workbook(owner)).worksheets).toHaveLength(2);
    });
  });

  it('without MODEL VIEW no document is exported', async () => {
    const save = (level: string) =>
      app.command(
        'SalvarFuncionalidadesEmpresa',
        { FUNCTIONALITIES: JSON.stringify({ MODEL: level }) },
        owner,
      );
    expect((await save('DISABLE')).ROOT.RESULT).toBe('1');
    try {
      expect((await workbook(supervisor)).worksheets.map((s) => s.name)).toEqual(['Atividades']);
    } finally {
      await save('EDIT');
    }
  });

  it('a form whose default template is a custom layout: without Chromium its PDF is refused, the default prints', async () => {
    const setExports = (exports: FormExports) =>
      sql`update form_versions v set model = jsonb_set(v.model, '{exports}', ${JSON.stringify(exports)}::jsonb)
        from forms f where f.company_id = v.company_id and f.id = v.form_id and f.current_version = v.version
        and f.id = ${formId}`.execute(app.db);
    const layout = pdfLayoutOf({
      body: [pdfBlockOf('g', 'group', { groupId: 'g', columns: 1, title: true, pageBreakBefore: false })],
    });
    await setExports({
      defaultTemplateId: 'laudo',
      templates: [{ id: 'laudo', name: 'Laudo', kind: 'pdf', layout }],
    });
    try {
      const refused = await kit.build(owner, [taskId], 'pdf');
      expect((await kit.queue(owner)).find((d) => d.id === refused)).toMatchObject({
        status: 'error',
        errorCode: 'PDF_PRINTER_UNAVAILABLE',
        error:
          'Não foi possível gerar o PDF: o servidor não tem o Chromium instalado (apt-get install chromium)',
      });
      // A task without a document of that form still gets the default document.
      const { pages } = await readPdf(await file(owner, [plainTaskId], 'pdf'));
      expect(pages[0]).toContain(`#${plainTaskId} — Troca de lâmpadas`);
    } finally {
      await setExports({ defaultTemplateId: 'default', templates: [] });
    }
    expect((await readPdf(await file(owner, [taskId], 'pdf'))).pages[0]).toContain('Disjuntor 20 A');
  });
});
