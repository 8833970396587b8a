import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/runtime/access/Level';
import type { LoggedUser } from '../../src/runtime/session/LoggedUser';
import { allFunctionalities } from '../../src/renderers/testing/allFunctionalities';
import { fixtureUser } from '../../src/renderers/testing/fixtureUser';
import { renderApp } from '../../src/renderers/testing/renderApp';

/** The header as the user sees it: top entries, and each dropdown's items. */
async function headerStructure(): Promise<Array<string | Record<string, string[]>>> {
  const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
  const user = userEvent.setup();
  const out: Array<string | Record<string, string[]>> = [];
  for (const entry of nav.querySelectorAll<HTMLElement>(':scope > a, :scope > button')) {
    if (entry.tagName === 'A') {
      out.push(entry.textContent ?? '');
      continue;
    }
    await user.click(entry);
    const menu = await screen.findByRole('menu');
    out.push({
      [entry.textContent ?? '']: within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent ?? ''),
    });
    await user.keyboard('{Escape}');
  }
  return out;
}

async function userMenuStructure(name: string): Promise<string[]> {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Menu do usuário de ${name}` }));
  const items = within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((i) => i.textContent ?? '');
  await user.keyboard('{Escape}');
  return items;
}

const audiences: Array<[string, LoggedUser, Record<string, Level>, string]> = [
  ['company administrator, everything active', fixtureUser, allFunctionalities, '/profile'],
  [
    'operator with tasks and clients',
    {
      ...fixtureUser,
      isCompanyAdmin: false,
      isCompanyOwner: false,
      companyOwnerId: 1,
      isCompanyOperator: true,
    },
    { TASK: 'EDIT', CLIENT: 'VIEW', MODEL: 'VIEW' },
    '/profile',
  ],
  ['template company', { ...fixtureUser, isTemplateCompany: true }, allFunctionalities, '/profile'],
  ['platform administrator', { ...fixtureUser, id: 1, isAdmin: true }, {}, '/admin'],
];

describe('menus from metadata', () => {
  it.each(audiences)('%s', async (_who, user, functionalities, path) => {
    renderApp({ path, user, functionalities });
    expect({ header: await headerStructure(), user: await userMenuStructure(user.name) }).toMatchSnapshot();
  });
});
