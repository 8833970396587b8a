import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../testing/renderWithRuntime';
import { Notifications } from './Notifications';

describe('Notifications', () => {
  it('draws nothing without a toast, and the toasts once there are some', async () => {
    const { runtime, container } = renderWithRuntime(<Notifications />);
    expect(container.textContent).toBe('');
    act(() => void runtime.notifications.getState().notify('error', 'Senha incorreta'));
    expect((await screen.findByRole('alert')).textContent).toBe('Senha incorreta');
  });
});
