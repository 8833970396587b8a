import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { buildApp } from '../../app';
import { createPdfPrinter } from '../../pdf/createPdfPrinter';
import { multipartBody } from '../../testing/multipartBody';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

const SETTINGS = {
  orientation: 'landscape',
  scale: 100,
  fitToWidth: true,
  marginsMm: { top: 10, right: 10, bottom: 10, left: 10 },
};

/** A small report: a merged title, a header row, a date, money and a bold cell. */
async function reportWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Capa');
  const sheet = book.addWorksheet('Vistorias');
  sheet.getCell('A1').value = 'Relatório de vistorias';
  sheet.mergeCells('A1:C1');
  sheet.getRow(2).values = ['Data', 'Item', 'Valor'];
  sheet.getRow(2).font = { bold: true };
  sheet.getCell('A3').value = new Date(Date.UTC(2026, 10, 22));
  sheet.getCell('A3').numFmt = 'dd/mm/yyyy';
  sheet.getCell('B3').value = 'Disjuntor 20 A';
  sheet.getCell('C3').value = 1234.5;
  sheet.getCell('C3').numFmt = '#,##0.00';
  sheet.getColumn(2).width = 30;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A workbook with a cell in column 16385 (XFE): exceljs writes at most XFD, so the XML is edited. */
async function tooWideWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('S').getCell(1, 16384).value = 'x';
  const zip = await JSZip.loadAsync(await book.xlsx.writeBuffer());
  const path = 'xl/worksheets/sheet1.xml';
  zip.file(path, (await zip.file(path)!.async('string')).replaceAll('XFD1', 'XFE1'));
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const page = await pdf.getPage(1);
  const [, , width, height] = page.view;
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await pdf.destroy();
  return { text: text.replace(/\s+/g, ' '), landscape: width! > height! };
}

describe.each(testBackends().slice(0, 1))('ExcelToPdfPreview on $name', (backend) => {
  let t: TestApp;
  let noChromium: FastifyInstance;
  let owner: string;

  const preview = (app: FastifyInstance, data: Buffer, settings: object = SETTINGS) => {
    const { payload, headers } = multipartBody(
      { COMMAND: 'ExcelToPdfPreview', AUTH_TOKEN: owner, 'CMD.CONFIGURACOES_PDF': JSON.stringify(settings) },
      { 'CMD.FILE': { filename: 'vistorias.xlsx', data } },
    );
    return app.inject({ method: 'POST', url: '/api/command', payload, headers });
  };
  const refusal = async (app: FastifyInstance, data: Buffer, settings?: object) => {
    const root = (await preview(app, data, settings)).json<Envelope>().ROOT;
    return { code: root.ERROR_CODE, message: root.MESSAGES.ERRORS[0] };
  };

  beforeAll(async () => {
    // One Chromium for the file; the second app shares the database and has none.
    t = await startTestApp(backend, {
      pdfPrinter: createPdfPrinter({ executablePath: '/usr/bin/chromium', pages: 1 }),
    });
    noChromium = await buildApp({ db: t.db, pdfPrinter: null, config: { jobsPollMs: 0 } });
    owner = await t.login('dono@demo.campo');
  });
  afterAll(async () => {
    await noChromium?.close();
    await t?.close();
  });

  it('prints the named sheet as a PDF with the texts the sheet shows, landscape', async () => {
    const response = await preview(t.app, await reportWorkbook(), { ...SETTINGS, sheet: 'Vistorias' });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('vistorias.pdf');
    const { text, landscape } = await pdfText(response.rawPayload);
    for (const shown of ['Relatório de vistorias', 'Data', 'Disjuntor 20 A', '22/11/2026', '1.234,50'])
      expect(text).toContain(shown);
    expect(landscape).toBe(true);
  });

  it('refuses a scale out of 10..300 by the schema, before reading the file', async () => {
    for (const scale of [9, 301])
      expect((await refusal(t.app, Buffer.from('x'), { ...SETTINGS, scale })).code).toBe(
        'INVALID_PARAMETERS',
      );
  });

  it('refuses a sheet past 16384 columns, a file that is no spreadsheet and an unknown sheet', async () => {
    expect(await refusal(t.app, await tooWideWorkbook())).toEqual({
      code: 'SPREADSHEET_TOO_MANY_COLUMNS',
      message: 'A planilha excede o limite de 16384 colunas',
    });
    expect((await refusal(t.app, Buffer.from('não é uma planilha'))).code).toBe('SPREADSHEET_INVALID');
    expect(await refusal(t.app, await reportWorkbook(), { ...SETTINGS, sheet: 'Outra' })).toEqual({
      code: 'SPREADSHEET_SHEET_NOT_FOUND',
      message: 'A aba Outra não existe na planilha',
    });
  });

  it('answers the no-data warning for a sheet without values', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Vazia').getCell('B2').fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FFFF0000' },
    };
    expect(await refusal(t.app, Buffer.from(await book.xlsx.writeBuffer()))).toEqual({
      code: 'SPREADSHEET_NO_DATA',
      message: 'A planilha não possui dados para gerar a pré-visualização',
    });
  });

  it('without Chromium on the server answers PDF_PRINTER_UNAVAILABLE', async () => {
    expect(await refusal(noChromium, await reportWorkbook())).toEqual({
      code: 'PDF_PRINTER_UNAVAILABLE',
      message:
        'Não foi possível gerar o PDF: o servidor não tem o Chromium instalado (apt-get install chromium)',
    });
  });
});
