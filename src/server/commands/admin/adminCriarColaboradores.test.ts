import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

const STRONG = 'Campo@2027';

describe.each(testBackends())(
  'AdminCriarColaboradores (the admin bulk employee page) on $name',
  (backend) => {
    let t: TestApp;
    let admin: string;
    let outraId: number;
    let demoId: number;
    const company = async (name: string) =>
      (await sql<{ id: number }>`select id from companies where name = ${name}`.execute(t.db)).rows[0]!.id;
    const bulk = (companyId: number, rows: unknown[]) =>
      t.command(
        'AdminCriarColaboradores',
        { COMPANY_ID: String(companyId), ROWS: JSON.stringify(rows) },
        admin,
      );
    const row = (email: string, extra: Record<string, unknown> = {}) => ({
      name: 'Lia',
      surname: 'Lote',
      email,
      phone: '(81) 99999-0000',
      role: 'Operador',
      password: STRONG,
      ...extra,
    });
    const loginsLike = async (pattern: string) =>
      (
        await t.db
          .selectFrom('user_logins')
          .select('login')
          .where('login', 'like', pattern)
          .orderBy('login')
          .execute()
      ).map((r) => r.login);

    beforeAll(async () => {
      t = await startTestApp(backend);
      admin = await t.login('admin');
      outraId = await company('Outra');
      demoId = await company('Demo');
    });
    afterAll(() => t?.close());

    it('creates every row in the chosen company, each able to log in with its role', async () => {
      const saved = await bulk(outraId, [
        row('Lote.Um@Outra.campo'),
        row('lote.dois@outra.campo', { role: '159', surname: '', phone: '' }),
        row('lote.tres@outra.campo', { role: ' visualizador ' }),
      ]);
      expect(saved.ROOT.MESSAGES.ERRORS).toEqual([]);
      expect(saved.ROOT.COUNT).toBe(3);
      expect(saved.ROOT.IDS).toHaveLength(3);
      expect(saved.ROOT.MESSAGES.INFORMATIONS).toEqual(['3 colaboradores criados com sucesso']);

      const um = await t.login('lote.um@outra.campo', STRONG);
      expect(
        (await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, um)).ROOT.USUARIO_LOGADO,
      ).toMatchObject({ companyId: outraId, isCompanyOperator: true });
      const dois = await t.login('lote.dois@outra.campo', STRONG);
      expect(
        (await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, dois)).ROOT.USUARIO_LOGADO,
      ).toMatchObject({ companyId: outraId, isCompanySupervisor: true });

      const theirs = (await t.command('ListarColaboradores', {}, await t.login('dono@outra.campo'))).ROOT
        .COLABORADORES as Array<{ email: string; roleId: number; isActive: boolean }>;
      expect(theirs.find((e) => e.email === 'lote.tres@outra.campo')).toMatchObject({
        roleId: 161,
        isActive: true,
      });
      const demo = await t.db
        .selectFrom('users')
        .select('id')
        .where('company_id', '=', demoId)
        .where('login', 'like', 'lote.%')
        .execute();
      expect(demo).toEqual([]);
    });

    it('creates nothing when one row is wrong, and names every bad row and column', async () => {
      const refused = await bulk(outraId, [
        row('certo@outra.campo'),
        row('errado', { phone: '123', password: 'fraca', role: 'Astronauta', name: ' ' }),
      ]);
      expect(refused.ROOT.ERROR_CODE).toBe('ENTITY_ROWS_INVALID');
      expect(refused.ROOT.ROW_ERRORS).toEqual([
        { row: 2, field: 'Nome', path: 'name', message: 'Campo obrigatório' },
        { row: 2, field: 'E-mail', path: 'email', message: 'E-mail inválido' },
        { row: 2, field: 'Telefone', path: 'phone', message: 'Telefone inválido' },
        {
          row: 2,
          field: 'Senha',
          path: 'password',
          message:
            'A senha deve ter no mínimo 8 caracteres, com letra minúscula, letra maiúscula, número e caractere especial',
        },
        { row: 2, field: 'Cargo', path: 'role', message: 'Opção inválida' },
      ]);
      expect(refused.ROOT.MESSAGES.ERRORS[0]).toMatch(
        /^Nada foi salvo\. linha 2, campo Nome: Campo obrigatório/,
      );
      expect(await loginsLike('certo@%')).toEqual([]);
    });

    it('refuses an e-mail repeated in the sheet or already a login in any company', async () => {
      const refused = await bulk(outraId, [
        row('repetido@outra.campo'),
        row('Repetido@outra.campo'),
        row('supervisor@demo.campo'),
        row('novo@outra.campo', { role: '999999' }),
      ]);
      expect(refused.ROOT.ERROR_CODE).toBe('ENTITY_ROWS_INVALID');
      expect(refused.ROOT.ROW_ERRORS).toEqual([
        {
          row: 2,
          field: 'E-mail',
          path: 'email',
          message: 'repetido@outra.campo está repetido na planilha (já aparece na linha 1)',
        },
        { row: 3, field: 'E-mail', path: 'email', message: 'Este e-mail já está cadastrado' },
        { row: 4, field: 'Cargo', path: 'role', message: 'Opção inválida' },
      ]);
      expect(await loginsLike('repetido@%')).toEqual([]);
      expect(await loginsLike('novo@%')).toEqual([]);
    });

    it('needs a free licence for every row of the batch', async () => {
      const used = Number(
        (
          await t.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('company_id', '=', demoId)
            .where('active', '=', true)
            .where('is_shared', '=', false)
            .executeTakeFirstOrThrow()
        ).n,
      );
      await t.db
        .updateTable('companies')
        .set({ paid_licenses: used + 1, free_licenses: 0 })
        .where('id', '=', demoId)
        .execute();
      try {
        const two = await bulk(demoId, [row('licenca.a@demo.campo'), row('licenca.b@demo.campo')]);
        expect(two.ROOT).toMatchObject({ ERROR_CODE: 'PLAN_LIMIT_REACHED', LIMIT_KEY: 'licenses' });
        expect(two.ROOT.LIMIT).toMatchObject({ limit: used + 1, limitUsed: used });
        expect(await loginsLike('licenca.%')).toEqual([]);
        const one = await bulk(demoId, [row('licenca.a@demo.campo')]);
        expect(one.ROOT.MESSAGES.ERRORS).toEqual([]);
        expect(await loginsLike('licenca.%')).toEqual(['licenca.a@demo.campo']);
      } finally {
        await t.db
          .updateTable('companies')
          .set({ paid_licenses: 10, free_licenses: 2 })
          .where('id', '=', demoId)
          .execute();
      }
    });

    it('answers an unknown company with a catalogue message, and refuses company users', async () => {
      const unknown = await bulk(999_999, [row('ninguem@nada.campo')]);
      expect(unknown.ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
      expect(unknown.ROOT.MESSAGES.ERRORS).toEqual(['Entidade não encontrada']);
      const owner = await t.login('dono@demo.campo');
      const denied = await t.command(
        'AdminCriarColaboradores',
        { COMPANY_ID: String(demoId), ROWS: JSON.stringify([row('intruso@demo.campo')]) },
        owner,
      );
      expect(denied.ROOT.RESULT).not.toBe('1');
      expect(await loginsLike('intruso@%')).toEqual([]);
    });
  },
);
