import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp';

describe('ForgotPasswordScreen', () => {
  it('sends RequestPasswordRecovery and says a link comes if the e-mail exists', async () => {
    const app = renderApp({ path: '/forgot-password', handlers: { RequestPasswordRecovery: () => ({}) } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mail/), 'Dono@Demo.Campo{Enter}');
    expect(await screen.findByText(/Se o e-mail estiver cadastrado, você receberá um link/)).toBeTruthy();
    expect(app.calls).toEqual([{ name: 'RequestPasswordRecovery', params: { EMAIL: 'dono@demo.campo' } }]);
  });
});
