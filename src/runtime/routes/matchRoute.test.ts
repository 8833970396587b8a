import { describe, expect, it } from 'vitest';
import { loadTestMetadata } from '../testing/loadTestMetadata';
import { matchRoute } from './matchRoute';

const { routes } = loadTestMetadata();

describe('matchRoute', () => {
  it.each(routes.map((r) => [r.name, r.path]))('route %s matches its own path %s', (name, path) => {
    const concrete =
      path
        .replace(/:[A-Za-z]+\?/g, '')
        .replace(/:[A-Za-z]+/g, '42')
        .replace(/\/+$/, '') || '/';
    expect(matchRoute(routes, concrete)?.route.name).toBe(name);
  });

  it('decodes parameters and prefers static segments', () => {
    expect(matchRoute(routes, '/use-template/9/Check%20list')?.params).toEqual({
      id: '9',
      name: 'Check list',
    });
    expect(matchRoute(routes, '/form/approval')?.route.name).toBe('formApproval');
    expect(matchRoute(routes, '/recovery')?.route.name).toBe('recovery');
    expect(matchRoute(routes, '/task/view')).toBeNull();
  });
});
