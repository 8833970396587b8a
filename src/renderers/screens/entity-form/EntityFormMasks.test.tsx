import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const PAULISTA = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
};

function open(handlers: Parameters<typeof renderApp>[0]['handlers'] = {}) {
  return renderApp({
    path: '/client/new',
    user: fixtureUser,
    functionalities: allFunctionalities,
    handlers: {
      ListEntities: () => ({ ITEMS: [], TOTAL: 0 }),
      SaveEntity: () => ({ ID: 9, VERSION: 1, ITEM: {} }),
      ...handlers,
    },
  });
}

describe('entity form masks and CEP lookup', () => {
  it('formats CPF, alphanumeric CNPJ and phone as typed and checks them as the server does', async () => {
    open();
    const user = userEvent.setup();
    const cpf = await screen.findByRole('textbox', { name: 'CPF' });
    await user.type(cpf, '52998224725');
    expect((cpf as HTMLInputElement).value).toBe('529.982.247-25');
    const cnpj = screen.getByRole('textbox', { name: 'CNPJ' });
    await user.type(cnpj, '12abc34501de36');
    expect((cnpj as HTMLInputElement).value).toBe('12.ABC.345/01DE-36');
    const phone = screen.getByRole('textbox', { name: 'Telefone' });
    await user.type(phone, '11999990000');
    expect((phone as HTMLInputElement).value).toBe('(11) 99999-0000');
    expect(phone.getAttribute('inputmode')).toBe('tel');
  }, 90_000);

  it('refuses a CNPJ whose check digits are wrong, as the server does, and saves the right one', async () => {
    const app = open();
    const user = userEvent.setup();
    const cnpj = await screen.findByRole('textbox', { name: 'CNPJ' });
    await user.type(cnpj, '12abc34501de36');
    await user.type(screen.getByRole('textbox', { name: /^Nome\s*\*?$/ }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('CNPJ inválido')).toBeTruthy();
    expect(app.calls.some((c) => c.name === 'SaveEntity')).toBe(false);

    await user.clear(cnpj);
    await user.type(cnpj, '12abc34501de35');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(app.calls.find((c) => c.name === 'SaveEntity')?.params).toMatchObject({
        DATA: { name: 'Ana', cnpj: '12.ABC.345/01DE-35' },
      }),
    );
  }, 90_000);

  it('fills the address from its CEP, keeping what was typed in the number', async () => {
    const app = open({
      ConsultarCep: () => ({ ENDERECO: PAULISTA, MENSAGEM: 'Endereço preenchido pelo CEP' }),
    });
    const user = userEvent.setup();
    const cep = await screen.findByRole('textbox', { name: 'CEP' });
    await user.type(cep, '01310100');
    expect((cep as HTMLInputElement).value).toBe('01310-100');
    await user.type(screen.getByRole('textbox', { name: 'Número' }), '10');
    await user.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(await screen.findByText('Endereço preenchido pelo CEP')).toBeTruthy();
    expect(app.calls.find((c) => c.name === 'ConsultarCep')?.params).toEqual({ CEP: '01310-100' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Rua' }).value).toBe('Avenida Paulista');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Bairro' }).value).toBe('Bela Vista');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Cidade' }).value).toBe('São Paulo');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Estado' }).value).toBe('SP');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Número' }).value).toBe('10');
  }, 60_000);

  it('says so when the provider cannot be reached, and the address is typed by hand', async () => {
    const down = 'Não foi possível consultar o CEP agora: preencha o endereço manualmente';
    open({ ConsultarCep: () => ({ ENDERECO: null, MENSAGEM: down }) });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'CEP' }), '01310100');
    await user.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(await screen.findByText(down)).toBeTruthy();
    const street = screen.getByRole<HTMLInputElement>('textbox', { name: 'Rua' });
    expect(street.value).toBe('');
    await user.type(street, 'Rua Augusta');
    expect(street.value).toBe('Rua Augusta');
  }, 60_000);

  it('does not ask for an incomplete CEP, and shows a refusal under the CEP', async () => {
    const app = open({ ConsultarCep: () => errorEnvelope('INVALID_CEP', 'CEP inválido') });
    const user = userEvent.setup();
    const cep = await screen.findByRole('textbox', { name: 'CEP' });
    await user.type(cep, '0131');
    await user.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'CEP inválido');
    expect(app.calls.some((c) => c.name === 'ConsultarCep')).toBe(false);
  });
});
