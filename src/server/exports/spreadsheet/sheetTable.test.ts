import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText } from './cellText';
import { sheetTable } from './sheetTable';
import { sheetZoom } from './spreadsheetHtml';

const ctx = { locale: 'pt-BR', t: (key: string) => (key.endsWith('true') ? 'VERDADEIRO' : 'FALSO') };

describe('cellText', () => {
  it('shows values as a Brazilian screen does', () => {
    const date = new Date(Date.UTC(2026, 10, 22, 14, 30));
    expect(cellText(date, 'dd/mm/yyyy', ctx)).toBe('22/11/2026');
    expect(cellText(date, 'dd/mm/yyyy hh:mm', ctx)).toBe('22/11/2026 14:30');
    expect(cellText(46348, 'd-mmm-yy', ctx)).toBe('22/11/2026');
    expect(cellText(1234.5, '#,##0.00', ctx)).toBe('1.234,50');
    expect(cellText(1234.5, undefined, ctx)).toBe('1234,5');
    expect(cellText(0.256, '0.0%', ctx)).toBe('25,6%');
    expect(cellText(99.9, '"R$" #,##0.00', ctx)).toBe('R$ 99,90');
    expect(cellText(true, undefined, ctx)).toBe('VERDADEIRO');
    expect(cellText({ formula: 'A1*2', result: 4 }, '0.00', ctx)).toBe('4,00');
    expect(cellText({ richText: [{ text: 'Olá ' }, { text: 'mundo' }] }, undefined, ctx)).toBe('Olá mundo');
    expect(cellText({ error: '#N/A' }, undefined, ctx)).toBe('#N/A');
  });
});

describe('sheetTable', () => {
  it('draws the used range with merges as spans, widths, bold and fills, hidden columns left out, escaped', () => {
    const sheet = new ExcelJS.Workbook().addWorksheet('S');
    sheet.getCell('B2').value = 'Título <geral>';
    sheet.mergeCells('B2:D3');
    sheet.getCell('B4').value = 'a';
    sheet.getCell('C4').value = 'oculta';
    sheet.getColumn(3).hidden = true;
    sheet.getCell('D4').value = 7;
    sheet.getCell('D4').font = { bold: true };
    sheet.getCell('D4').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3F2FD' } };
    sheet.getColumn(2).width = 20;
    const table = sheetTable(sheet, ctx)!;
    const rows = table.html.match(/<tr[^>]*>.*?<\/tr>/g)!;
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe('<tr><td colspan="2" rowspan="2">Título &lt;geral&gt;</td></tr>');
    expect(rows[1]).toBe('<tr></tr>');
    expect(rows[2]).toContain('<td>a</td>');
    expect(rows[2]).not.toContain('oculta');
    expect(rows[2]).toContain('font-weight:bold;background:#E3F2FD;text-align:right">7</td>');
    expect(table.html).toContain('<col style="width:145px"><col style="width:64px">');
    expect(table.widthPx).toBe(209);
    expect(
      sheetZoom(2000, {
        orientation: 'portrait',
        scale: 150,
        fitToWidth: true,
        marginsMm: { top: 10, right: 10, bottom: 10, left: 10 },
      }),
    ).toBeCloseTo(0.359, 2);
    expect(
      sheetZoom(200, {
        orientation: 'portrait',
        scale: 150,
        fitToWidth: false,
        marginsMm: { top: 10, right: 10, bottom: 10, left: 10 },
      }),
    ).toBe(1.5);
  });

  it('is null for a sheet without values', () => {
    const sheet = new ExcelJS.Workbook().addWorksheet('S');
    sheet.getCell('A1').font = { bold: true };
    expect(sheetTable(sheet, ctx)).toBeNull();
  });
});
