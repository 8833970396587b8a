import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { command, login, skipTour } from './support';

// Issue 4: import 200 units from an xlsx with one bad row (shown, nothing saved), then the fixed file
// saved; and the client list exported to Excel and CSV.
const HEADER = [
  'Título',
  'Cliente',
  'CEP',
  'País',
  'Estado',
  'Cidade',
  'Bairro',
  'Rua',
  'Número',
  'Complemento',
  'Ativa',
];

async function unitCount(request: APIRequestContext, token: string): Promise<number> {
  return (await command(request, 'ListEntities', { ENTITY: 'unit' }, token)).TOTAL as number;
}

async function sheet(badRow?: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const units = workbook.addWorksheet('Unidades');
  units.addRow(HEADER);
  for (let i = 1; i <= 200; i++)
    units.addRow([
      `Unidade importada ${i}`,
      '',
      i === badRow ? '123' : '50030-230',
      'Brasil',
      'PE',
      'Recife',
      'Boa Vista',
      'Rua da Aurora',
      String(i),
      '',
      'Sim',
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('200 units from an xlsx: one bad row shown and nothing saved, then the fixed file saved', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await skipTour(request);
  const before = await unitCount(request, token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  await page.goto('/#/units');
  await page.getByRole('link', { name: 'Criar vários' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('criar vários');

  const input = page.getByTestId('spreadsheet-input');
  await input.setInputFiles({
    name: 'unidades.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await sheet(57),
  });
  await expect(page.getByText('200 linhas')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar todas' }).click();
  await expect(page.getByText('Nada foi salvo. Corrija as linhas com erro e salve novamente.')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'linha 57, campo CEP: CEP inválido' }),
  ).toBeVisible();
  expect(await unitCount(request, token)).toBe(before);

  await input.setInputFiles({
    name: 'unidades.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await sheet(),
  });
  // A new file clears the previous errors once it is read.
  await expect(page.getByText('Nada foi salvo. Corrija as linhas com erro e salve novamente.')).toBeHidden();
  await page.getByRole('button', { name: 'Salvar todas' }).click();
  await expect(page.getByText('200 registros salvos com sucesso')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/#\/units$/);
  expect(await unitCount(request, token)).toBe(before + 200);
});

test('the client list exports the current search to Excel and CSV', async ({ page, request }) => {
  await skipTour(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  await page.goto('/#/clients');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('Hotel');
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(4);
  for (const [item, file] of [
    ['Exportar Excel', 'Clientes.xlsx'],
    ['Exportar CSV', 'Clientes.csv'],
  ] as const) {
    await page.getByRole('button', { name: 'Exportar' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: item }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(file);
    const path = await saved.path();
    if (file.endsWith('.csv')) {
      const { readFileSync } = await import('node:fs');
      const bytes = readFileSync(path);
      // The BOM makes Excel read the file as UTF-8 (accents intact).
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
      expect(lines).toHaveLength(4);
      expect(lines[0]).toBe('Nome;E-mail;CNPJ;Telefone;Endereço');
    } else {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(path);
      expect(workbook.worksheets[0]?.rowCount).toBe(4);
    }
  }
});
