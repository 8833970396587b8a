import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Level } from '../../../runtime/access/Level';
import { matchRoute } from '../../../runtime/routes/matchRoute';
import type { LoggedUser } from '../../../runtime/session/LoggedUser';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const audiences: Array<[string, LoggedUser, Record<string, Level>, string]> = [
  ['company owner, everything active', fixtureUser, allFunctionalities, '/profile'],
  [
    'operator',
    {
      ...fixtureUser,
      isCompanyAdmin: false,
      isCompanyOwner: false,
      companyOwnerId: 1,
      isCompanyOperator: true,
    },
    { TASK: 'EDIT', CLIENT: 'VIEW', MODEL: 'VIEW', PROJECT: 'EDIT', RESEARCH: 'VIEW', DASHBOARD: 'VIEW' },
    '/profile',
  ],
  ['template company', { ...fixtureUser, isTemplateCompany: true }, allFunctionalities, '/profile'],
  ['platform administrator', { ...fixtureUser, id: 1, isAdmin: true }, {}, '/admin'],
];

/** Every link a user can reach from the header (each dropdown opened) and the user menu. */
async function menuLinks(userName: string): Promise<Array<{ label: string; href: string }>> {
  const user = userEvent.setup();
  const links = (root: HTMLElement) =>
    [...root.querySelectorAll('a[href]')].map((a) => ({
      label: a.textContent ?? '',
      href: a.getAttribute('href') ?? '',
    }));
  const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
  const out = links(nav);
  for (const group of within(nav).queryAllByRole('button')) {
    await user.click(group);
    out.push(...links(await screen.findByRole('menu')));
    await user.keyboard('{Escape}');
  }
  await user.click(screen.getByRole('button', { name: `Menu do usuário de ${userName}` }));
  out.push(...links(await screen.findByRole('menu')));
  await user.keyboard('{Escape}');
  return out;
}

describe('menus never lead to a module not built yet', () => {
  it.each(audiences)(
    '%s: no menu item opens an "Em breve" page',
    async (_who, user, functionalities, path) => {
      const app = renderApp({ path, user, functionalities });
      const links = await menuLinks(user.name);
      expect(links.length).toBeGreaterThan(0);
      const planned = links.filter(
        (l) => matchRoute(app.metadata.routes, l.href)?.route.screen === 'planned',
      );
      expect(planned).toEqual([]);
    },
  );
});
