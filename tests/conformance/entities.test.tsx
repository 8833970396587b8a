import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAppMetadata } from '../../src/runtime/metadata/buildAppMetadata';
import { bundledMetadataFiles } from '../../src/runtime/metadata/bundledMetadataFiles';
import { allFunctionalities } from '../../src/renderers/testing/allFunctionalities';
import { fixtureUser } from '../../src/renderers/testing/fixtureUser';
import { renderApp } from '../../src/renderers/testing/renderApp';

// Entity metadata -> rendered list and form: the headings, the list's columns, each form section's
// field labels. Small on purpose, so a snapshot change is readable in review.
const { entities, routes } = buildAppMetadata(bundledMetadataFiles());
const handlers = { ListEntities: () => ({ ITEMS: [], TOTAL: 0 }) };
const render = (path: string) =>
  renderApp({ path, user: fixtureUser, functionalities: allFunctionalities, handlers });

describe('every entity renders its list and form from metadata', () => {
  it.each(Object.keys(entities).sort())('%s', async (name) => {
    const list = routes.find((r) => r.entity === name && r.screen === 'entity-list');
    const out: Record<string, unknown> = { listPath: list?.path ?? null };
    if (list) {
      const view = render(list.path);
      out.listHeading = (await screen.findByRole('heading', { level: 1 })).textContent;
      // An entity whose functionality is never active (COMMERCIAL) lands on the access-denied page.
      if (view.router.state.location.pathname !== list.path) {
        out.landed = view.router.state.location.pathname;
        expect(out).toMatchSnapshot();
        return;
      }
      out.columns = within(await screen.findByRole('grid'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      view.unmount();
    }
    const form = routes.find(
      (r) => r.entity === name && r.screen === 'entity-form' && !r.path.includes(':'),
    )!;
    const page = render(form.path);
    out.formHeading = (await screen.findByRole('heading', { level: 1 })).textContent;
    if (page.router.state.location.pathname !== form.path) {
      out.landed = page.router.state.location.pathname;
      expect(out).toMatchSnapshot();
      return;
    }
    await screen.findAllByRole('heading', { level: 2 });
    out.sections = screen.getAllByRole('region').map((section) => ({
      heading: within(section).getByRole('heading', { level: 2 }).textContent,
      fields: [
        ...new Set(
          [...section.querySelectorAll('label, legend, [id$="__title"]')]
            .map((l) => l.textContent?.replace(/\s*\*$/, ' *').trim() ?? '')
            .filter(Boolean),
        ),
      ],
    }));
    expect(out).toMatchSnapshot();
  });
});
