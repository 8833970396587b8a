import { describe, expect, it } from 'vitest';
import { pickKeys } from './pickKeys';

describe('pickKeys', () => {
  const catalogue = {
    auth: { enter: 'Entrar', password: 'Senha' },
    errors: { TIMEOUT: 'Tempo', X: 'x' },
    taskList: {},
  };

  it('keeps whole namespaces and single dotted messages, nested as in the catalogue', () => {
    expect(pickKeys(catalogue, ['auth', 'errors.TIMEOUT'])).toEqual({
      auth: { enter: 'Entrar', password: 'Senha' },
      errors: { TIMEOUT: 'Tempo' },
    });
  });

  it('leaves out a key the catalogue lacks', () => {
    expect(pickKeys(catalogue, ['errors.NOPE', 'nothing'])).toEqual({});
  });
});
