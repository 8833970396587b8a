import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const EMPRESA = {
  id: 10,
  name: 'Demo Campo',
  cnpj: '',
  contact: '',
  phone: '',
  segmentId: null,
  amountOfColaborators: null,
  customization: { labels: {} },
  logo: null as string | null,
};

// jsdom has no object URLs; the preview shows whichever the image's blob gets.
const created: Blob[] = [];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  URL.createObjectURL = (blob: Blob) => `blob:preview-${created.push(blob)}`;
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

function open(logo: string | null) {
  let saved: string | null = logo;
  const app = renderApp({
    path: '/company-data',
    user: fixtureUser,
    functionalities: allFunctionalities,
    handlers: {
      ConsultarDadosEmpresa: () => ({ EMPRESA: { ...EMPRESA, logo } }),
      ConsultarOpcoesQuantidadeColaboradores: () => ({ OPCOES: [] }),
      ConsultarFuncionalidadesEmpresa: () => ({ FUNCIONALIDADES: [] }),
      GetCompanyPlanFromBackend: () => ({ PLAN: null }),
      EnviarImagem: () => ({ IMAGEM: { fileId: 'img-2', name: 'logo.png', mimeType: 'image/png', size: 3 } }),
      BaixarImagem: () => new Blob(['png'], { type: 'image/png' }),
      SalvarLogoEmpresa: (p) => {
        saved = (p.ID_IMAGEM as string) || null;
        return { LOGO: saved };
      },
    },
  });
  return { app, saved: () => saved };
}

describe('/company-data logo', () => {
  it('uploads a logo, shows its preview and saves it as the company’s', async () => {
    const { app, saved } = open(null);
    expect(await screen.findByText('Sem imagem')).toBeTruthy();
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Escolher imagem: Logo da empresa'),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(saved()).toBe('img-2'));
    expect((app.calls.find((c) => c.name === 'EnviarImagem')?.params.FILE as File).name).toBe('logo.png');
    const preview = await screen.findByRole('img', { name: 'Pré-visualização: Logo da empresa' });
    expect(preview.getAttribute('src')).toMatch(/^blob:preview-/);
    expect(app.calls.find((c) => c.name === 'BaixarImagem')?.params).toEqual({ ID: 'img-2' });
  });

  it('refuses a file that is not an image before sending it', async () => {
    const { app } = open(null);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByLabelText('Escolher imagem: Logo da empresa'),
      new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Imagem inválida!')).toBeTruthy();
    expect(app.calls.some((c) => c.name === 'EnviarImagem')).toBe(false);
  });

  it('replaces and removes the saved logo', async () => {
    const { saved } = open('img-1');
    expect(await screen.findByRole('img', { name: 'Pré-visualização: Logo da empresa' })).toBeTruthy();
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Trocar imagem: Logo da empresa'),
      new File(['png'], 'novo.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(saved()).toBe('img-2'));
    await user.click(screen.getByRole('button', { name: 'Remover imagem: Logo da empresa' }));
    await waitFor(() => expect(saved()).toBeNull());
    expect(await screen.findByText('Sem imagem')).toBeTruthy();
  });
});
