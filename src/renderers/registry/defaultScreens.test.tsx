import { describe, expect, it } from 'vitest';
import { buildAppMetadata } from '../../runtime/metadata/buildAppMetadata';
import { bundledMetadataFiles } from '../../runtime/metadata/bundledMetadataFiles';
import { defaultLayouts } from './defaultLayouts';
import { defaultScreens } from './defaultScreens';
import { screenFor } from './screenFor';

const { routes } = buildAppMetadata(bundledMetadataFiles());

describe('the default registry', () => {
  it.each(routes.map((r) => [r.name, r.screen, r.layout] as const))(
    'route %s: screen %s and layout %s have renderers',
    (_name, screen, layout) => {
      expect(defaultScreens[screen], `screen type ${screen}`).toBeDefined();
      expect(defaultLayouts[layout], `layout ${layout}`).toBeDefined();
    },
  );

  it('a screen type without renderer fails naming the route and the type', () => {
    const route = { name: 'x', path: '/x', screen: 'hologram', layout: 'main' as const, title: 't' };
    expect(() => screenFor(defaultScreens, route)).toThrow(
      'No renderer for screen type "hologram" of route "x"',
    );
  });

  it('every registered screen type is used by some route', () => {
    const used = new Set(routes.map((r) => r.screen));
    expect(Object.keys(defaultScreens).filter((type) => !used.has(type))).toEqual([]);
  });
});
