import type { Envelope } from '../../runtime/protocol/envelope';
import type { FormModel } from '../../runtime/forms/FormModel';
import { multipartBody } from './multipartBody';
import type { TestApp } from './testApp';

/**
 * Shortcuts of the document suites over a started test app: forms saved through SalvarModelo, ids of
 * demo users and companies, and the document commands with their parameters JSON-encoded.
 *
 * @example const kit = documentTestKit(t); const form = await kit.insertForm(owner, model);
 */
export function documentTestKit(t: TestApp) {
  const companyId = async (name: string) =>
    (await t.db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const userId = async (login: string) =>
    (
      await t.db
        .selectFrom('user_logins')
        .select('user_id')
        .where('login', '=', login)
        .executeTakeFirstOrThrow()
    ).user_id;
  const json = (params: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
  return {
    companyId,
    userId,
    /** A new form saved by SalvarModelo (version 1; archived when asked); `addVersion` saves the next one. */
    async insertForm(token: string, model: FormModel, state: 'active' | 'archived' = 'active') {
      const saved = await t.command('SalvarModelo', json({ MODELO: model }), token);
      if (saved.ROOT.RESULT !== '1')
        throw new Error(`SalvarModelo refused: ${saved.ROOT.MESSAGES.ERRORS[0]}`);
      const id = Number(saved.ROOT.ID);
      if (state === 'archived') {
        const archived = await t.command('ArquivarModelo', { ID: String(id) }, token);
        if (archived.ROOT.RESULT !== '1')
          throw new Error(`ArquivarModelo refused: ${archived.ROOT.MESSAGES.ERRORS[0]}`);
      }
      let version = Number(saved.ROOT.VERSAO);
      return {
        id,
        async addVersion(next: FormModel) {
          const answer = await t.command(
            'SalvarModelo',
            json({ ID: id, MODELO: next, VERSAO: version, EDICAO: 'documents-test' }),
            token,
          );
          if (answer.ROOT.RESULT !== '1')
            throw new Error(`SalvarModelo refused: ${answer.ROOT.MESSAGES.ERRORS[0]}`);
          version = Number(answer.ROOT.VERSAO);
          return version;
        },
      };
    },
    save(token: string, params: Record<string, unknown>): Promise<Envelope> {
      return t.command('SalvarDocumento', json(params), token);
    },
    read(token: string, id: number): Promise<Envelope> {
      return t.command('ConsultarDocumento', { ID: String(id) }, token);
    },
    upload(
      token: string,
      formId: number,
      fieldId: string,
      filename: string,
      data: Buffer,
    ): Promise<Envelope> {
      const { payload, headers } = multipartBody(
        {
          COMMAND: 'EnviarArquivoDocumento',
          AUTH_TOKEN: token,
          'CMD.MODELO_ID': String(formId),
          'CMD.CAMPO_ID': fieldId,
        },
        { 'CMD.FILE': { filename, data } },
      );
      return t.app
        .inject({ method: 'POST', url: '/api/command', headers, payload })
        .then((r) => r.json<Envelope>());
    },
    download(token: string, fileId: string) {
      return t.app.inject({
        method: 'POST',
        url: '/api/command',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          COMMAND: 'BaixarArquivoDocumento',
          AUTH_TOKEN: token,
          'CMD.ID': fileId,
        }).toString(),
      });
    },
  };
}
