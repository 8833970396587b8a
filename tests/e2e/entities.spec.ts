import { expect, test } from '@playwright/test';
import { login, shoot, skipTour } from './support';

// The client journey of issue 4 on the generic entity pages: create (with CPF, phone and address),
// search, edit and delete, as the owner of the Demo company.
const NAME = `Cliente Jornada ${Date.now().toString(36)}`;

test('the owner creates, finds, edits and deletes a client', async ({ page, request }) => {
  test.setTimeout(120_000);
  await skipTour(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);

  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Empresa' })
    .click();
  await page.getByRole('menuitem', { name: 'Clientes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await shoot(page, 'client-list');

  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo cliente' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nome\s*\*?$/ }).fill(NAME);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('jornada@cliente.com.br');
  await page.getByRole('textbox', { name: 'CPF', exact: true }).fill('111.111.111-11');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('CPF inválido')).toBeVisible();
  await page.getByRole('textbox', { name: 'CPF', exact: true }).fill('529.982.247-25');
  await page.getByRole('textbox', { name: 'Telefone', exact: true }).fill('(81) 98765-4321');
  const address = page.getByRole('region', { name: 'Endereço' });
  await address.getByRole('textbox', { name: /^CEP/ }).fill('50050-000');
  await address.getByRole('textbox', { name: /^País/ }).fill('Brasil');
  await address.getByRole('textbox', { name: /^Estado/ }).fill('PE');
  await address.getByRole('textbox', { name: /^Cidade/ }).fill('Recife');
  await address.getByRole('textbox', { name: /^Bairro/ }).fill('Boa Vista');
  await address.getByRole('textbox', { name: /^Rua/ }).fill('Rua da Aurora');
  await address.getByRole('textbox', { name: /^Número/ }).fill('325');
  await shoot(page, 'client-form');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Registro salvo com sucesso')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('jornada');
  // The search answers after a short pause: act on its rows, not on the unfiltered page's.
  await expect(page.getByText('1–1 de 1')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Rua da Aurora, 325 - Boa Vista - Recife/PE - 50050-000');

  await row.getByRole('link', { name: `Editar ${NAME}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar cliente' })).toBeVisible();
  const name = page.getByRole('textbox', { name: /^Nome\s*\*?$/ });
  await expect(name).toHaveValue(NAME);
  await name.fill(`${NAME} Editado`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('jornada');
  // The search answers after a short pause: act on its rows, not on the unfiltered page's.
  await expect(page.getByText('1–1 de 1')).toBeVisible();
  const edited = page.getByRole('row', { name: new RegExp(`${NAME} Editado`) });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: `Excluir ${NAME} Editado` }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir registro' });
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Registro excluído com sucesso')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toHaveCount(0);
});
