import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mkdirSync } from 'node:fs';
import { command, login } from './support';

// The platform admin creates employees for a company from an xlsx (spec 000 section 2, bulk pages):
// a bad row is shown with nothing saved, the fixed sheet is saved, and a new employee logs in.
const NEW_PASSWORD = 'Lote@2027';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function sheet(secondEmail: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const rows = workbook.addWorksheet('Colaboradores');
  rows.addRow(['Nome', 'Sobrenome', 'E-mail', 'Telefone', 'Cargo', 'Senha']);
  rows.addRow(['Lia', 'Lote', 'lia.lote@outra.campo', '(81) 99999-0000', 'Operador', NEW_PASSWORD]);
  rows.addRow(['Rui', 'Lote', secondEmail, '', 'Supervisor', NEW_PASSWORD]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('the admin creates a company’s employees from a spreadsheet', async ({ page, request }) => {
  await login(page, 'admin');
  await page.goto('/#/admin');
  await page.getByRole('button', { name: 'Importar planilha para Outra' }).click();
  await page.getByRole('menuitem', { name: 'Colaboradores' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Colaboradores: criar vários em Outra' }),
  ).toBeVisible();

  const input = page.getByTestId('spreadsheet-input');
  await input.setInputFiles({
    name: 'colaboradores.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheet('supervisor@demo.campo'),
  });
  await expect(page.getByText('2 linhas')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar todas' }).click();
  await expect(page.getByText('Nada foi salvo. Corrija as linhas com erro e salve novamente.')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'linha 2, campo E-mail: Este e-mail já está cadastrado' }),
  ).toBeVisible();
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/admin-employees-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: `${SHOTS}/admin-employees-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  const refused = await command(request, 'Login', {
    USERNAME: 'lia.lote@outra.campo',
    PASSWORD: NEW_PASSWORD,
  });
  expect(refused.RESULT).not.toBe('1');

  await input.setInputFiles({
    name: 'colaboradores.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheet('rui.lote@outra.campo'),
  });
  await page.getByRole('button', { name: 'Salvar todas' }).click();
  await expect(page.getByText('2 colaboradores criados com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/#\/admin$/);

  const lia = await command(request, 'Login', { USERNAME: 'lia.lote@outra.campo', PASSWORD: NEW_PASSWORD });
  expect(lia.RESULT).toBe('1');
});
