import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../testing/allFunctionalities';
import { fixtureUser } from '../testing/fixtureUser';
import { renderApp } from '../testing/renderApp';

describe('screen slot', () => {
  it('names the document after the route, also for screens that set no title themselves', async () => {
    const app = renderApp({ path: '/tasks', user: fixtureUser, functionalities: allFunctionalities });
    await waitFor(() => expect(document.title).toBe('Atividades · Campo'));
    await act(() => app.router.navigate('/task/view/1'));
    await waitFor(() => expect(document.title).toBe('Visualizar atividade · Campo'));
  });
});
