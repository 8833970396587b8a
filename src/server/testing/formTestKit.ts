import { expect } from 'vitest';
import type { FormField, FormModel } from '../../runtime/forms/FormModel';
import type { Envelope } from '../../runtime/protocol/envelope';
import type { TestApp } from './testApp';

/**
 * Helpers of the form command tests: `call` sends CMD.* values (non-strings as JSON), `ok` asserts a
 * success and answers ROOT, `error` the first error message and code.
 *
 * @example const kit = formTestKit(() => t); kit.ok(await kit.call('ListarModelos', {}, owner))
 */
export function formTestKit(app: () => TestApp) {
  const call = (name: string, params: Record<string, unknown>, token: string) =>
    app().command(
      name,
      Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ),
      token,
    );
  const ok = (answer: Envelope) => {
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return answer.ROOT as Record<string, unknown> & Envelope['ROOT'];
  };
  const error = (answer: Envelope) => ({
    code: answer.ROOT.ERROR_CODE,
    message: answer.ROOT.MESSAGES.ERRORS[0],
  });
  const field = (
    id: string,
    name: string,
    type: FormField['type'],
    extra: Partial<FormField> = {},
  ): FormField => ({
    id,
    name,
    type,
    ...extra,
  });
  /** A small valid model: price, quantity and a total formula. */
  const model = (name = 'Orçamento', fields: FormField[] = []): FormModel => ({
    name,
    groups: [
      {
        id: 'g1',
        name: 'Valores',
        fields: [
          field('price', 'Preço', 'currency'),
          field('qty', 'Quantidade', 'number'),
          field('total', 'Total', 'numericFormula', {
            formula: { mode: 'numeric', expression: 'price * qty' },
          }),
          ...fields,
        ],
      },
    ],
  });
  const create = async (token: string, m: FormModel = model(), edition?: string) =>
    Number(ok(await call('SalvarModelo', { MODELO: m, ...(edition ? { EDICAO: edition } : {}) }, token)).ID);
  const list = async (token: string, params: Record<string, unknown> = {}) => {
    const root = ok(await call('ListarModelos', params, token));
    return {
      forms: root.MODELOS as Array<{
        id: number;
        name: string;
        folderId: number | null;
        state: string;
        version: number;
        permissions: Record<string, number[]>;
        updatedBy: string | null;
      }>,
      folders: root.PASTAS as Array<{
        id: number;
        name: string;
        parentId: number | null;
        permissions: Record<string, number[]>;
        hideFormsWhenFilling: boolean;
      }>,
    };
  };
  const userId = async (login: string) =>
    (await app().db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;
  return { call, ok, error, field, model, create, list, userId };
}
