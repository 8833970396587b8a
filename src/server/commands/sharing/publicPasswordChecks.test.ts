import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { loggedPgliteBackend } from '../../testing/loggedPgliteBackend';
import { opensTransaction } from '../../testing/opensTransaction';
import { startTestApp, type TestApp } from '../../testing/testApp';

/**
 * The public pages' passwords (asset ticket, client portal) are checked before the command's transaction
 * begins, like Login's: the scrypt work holds no connection, which on PGlite is the only one (issue 13).
 * A wrong password is refused without any transaction; the right one opens the page.
 */
describe('public page passwords are checked outside the transaction (PGlite, every statement logged)', () => {
  const statements: string[] = [];
  let t: TestApp;
  let owner: string;
  const ok = (answer: Envelope) => {
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return answer.ROOT;
  };
  /** The answer of `run`, and whether it opened a transaction. */
  const logged = async (run: () => Promise<Envelope>) => {
    statements.length = 0;
    const answer = await run();
    return { answer, transaction: opensTransaction(statements) };
  };
  const saveEntity = async (entity: string, data: Record<string, unknown>) =>
    Number(ok(await t.command('SaveEntity', { ENTITY: entity, DATA: JSON.stringify(data) }, owner)).ID);

  beforeAll(async () => {
    t = await startTestApp(loggedPgliteBackend(statements), {
      // No job or webhook polling: their statements would mix with the command's in the log.
      config: { publicRateLimitPerMinute: 1000, jobsPollMs: 0, webhookPollMs: 0 },
    });
    owner = await t.login('dono@demo.campo');
  });
  afterAll(() => t?.close());

  it('asset ticket: a wrong password opens no transaction; the right one shows the asset', async () => {
    const types = ok(await t.command('ListEntities', { ENTITY: 'assetType' }, owner));
    const assetId = await saveEntity('asset', {
      name: 'Compressor da ala C',
      assetType: (types.ITEMS as Array<{ id: number }>)[0]!.id,
    });
    const shared = ok(
      await t.command('CompartilharAtivo', { ID: String(assetId), PASSWORD: 'segredo123' }, owner),
    );
    const open = (password: string) => () =>
      t.command('ConsultarAtivoPublico', { TOKEN: String(shared.TOKEN), PASSWORD: password });

    const wrong = await logged(open('errada'));
    expect(wrong.answer.ROOT.ERROR_CODE).toBe('SHARE_WRONG_PASSWORD');
    expect(wrong.transaction).toBe(false);
    const right = await logged(open('segredo123'));
    expect(ok(right.answer).ATIVO).toMatchObject({ name: 'Compressor da ala C' });
  });

  it('client portal: a wrong password opens no transaction, for the page and its images; the right one shows the client', async () => {
    const clientId = await saveEntity('client', { name: 'Mercearia Boa Vista' });
    const portal = ok(
      await t.command(
        'SalvarPortalCliente',
        { ID: String(clientId), ENABLED: 'true', PASSWORD: 'portal123' },
        owner,
      ),
    ).PORTAL as { link: string };
    const token = decodeURIComponent(portal.link.split('/client-center/')[1]!);

    const wrong = await logged(() =>
      t.command('ConsultarPortalPublico', { TOKEN: token, PASSWORD: 'errada' }),
    );
    expect(wrong.answer.ROOT.ERROR_CODE).toBe('SHARE_WRONG_PASSWORD');
    expect(wrong.transaction).toBe(false);
    const image = await logged(() =>
      t.command('ConsultarImagemPortalPublico', { TOKEN: token, PASSWORD: 'errada', KIND: 'logo' }),
    );
    expect(image.answer.ROOT.ERROR_CODE).toBe('SHARE_WRONG_PASSWORD');
    expect(image.transaction).toBe(false);
    const right = await logged(() =>
      t.command('ConsultarPortalPublico', { TOKEN: token, PASSWORD: 'portal123' }),
    );
    expect(ok(right.answer).PORTAL).toMatchObject({ clientName: 'Mercearia Boa Vista' });
  });
});
