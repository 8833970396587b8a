import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp';

describe('AuthLayout', () => {
  it('login, recovery and forgot-password share the brand card', async () => {
    for (const path of ['/login', '/recovery', '/forgot-password']) {
      const view = renderApp({ path });
      expect(await screen.findByText('Formulários, tarefas e equipes de campo em um só lugar')).toBeTruthy();
      expect(screen.getByRole('main')).toBeTruthy();
      view.unmount();
    }
  });
});
