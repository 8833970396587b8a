import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../runtime/protocol/envelope';
import { CommandError } from '../../runtime/protocol/CommandError';
import { createMemoryAdapter } from './createMemoryAdapter';

describe('createMemoryAdapter', () => {
  it('answers stubs wrapped in a success envelope and records the calls', async () => {
    const command = createMemoryAdapter({ Login: (p) => ({ AUTH_TOKEN: `t-${String(p.USERNAME)}` }) });
    const root = await command<{ AUTH_TOKEN: string; RESULT: string }>('Login', { USERNAME: 'ana' });
    expect(root.AUTH_TOKEN).toBe('t-ana');
    expect(root.RESULT).toBe('1');
    expect(command.calls).toEqual([{ name: 'Login', params: { USERNAME: 'ana' } }]);
  });

  it('throws for any command not stubbed', async () => {
    const command = createMemoryAdapter({});
    await expect(command('Logout')).rejects.toThrow('command "Logout" is not stubbed');
  });

  it('applies the envelope rules to stubbed failures', async () => {
    const toasts: string[] = [];
    const command = createMemoryAdapter(
      { Login: () => errorEnvelope('INVALID_CREDENTIALS', 'Usuário ou senha incorretos') },
      { notify: (_s, m) => void toasts.push(m), t: (k) => k, onLoginRequest: () => undefined },
    );
    const error = await command('Login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandError);
    expect((error as CommandError).code).toBe('INVALID_CREDENTIALS');
    expect(toasts).toEqual(['Usuário ou senha incorretos']);
  });
});
