import { sql } from 'kysely';
import { expect } from 'vitest';
import type { FormModel } from '../../runtime/forms/FormModel';
import type { Envelope } from '../../runtime/protocol/envelope';
import { zonedDateTime } from '../../runtime/tasks/zonedDateTime';
import type { TestApp } from './testApp';
import { documentTestKit } from './documentTestKit';

/** A one-field form model named `name`. */
export function taskFormModel(name: string): FormModel {
  return {
    name,
    groups: [{ id: 'g', name: 'Geral', fields: [{ id: 'obs', name: 'Observação', type: 'textShort' }] }],
  };
}

/**
 * Shortcuts of the task suites over a started test app: commands with JSON-encoded parameters, the local
 * date `days` from today in Brasília, forms, demo users and entity records, and direct row tweaks for
 * states that only filling (not built yet) or time would reach.
 *
 * @example const kit = taskTestKit(t); const id = await kit.create(owner, { title: 'A', formId, ... });
 */
export function taskTestKit(t: TestApp) {
  const documents = documentTestKit(t);
  const call = (name: string, params: Record<string, unknown>, token: string): Promise<Envelope> =>
    t.command(
      name,
      Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ),
      token,
    );
  const ok = (answer: Envelope) => {
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return answer.ROOT as Envelope['ROOT'] & Record<string, unknown>;
  };
  const failure = (answer: Envelope) => ({
    code: answer.ROOT.ERROR_CODE,
    message: answer.ROOT.MESSAGES.ERRORS[0],
  });
  const day = (days: number) =>
    zonedDateTime.toLocal(new Date(Date.now() + days * 86_400_000), zonedDateTime.defaultOffset).date;
  return {
    call,
    ok,
    failure,
    day,
    companyId: documents.companyId,
    userId: documents.userId,
    async form(token: string, name: string, state: 'active' | 'archived' = 'active') {
      return (await documents.insertForm(token, taskFormModel(name), state)).id;
    },
    async record(company: string, entity: string, offset = 0) {
      const companyId = await documents.companyId(company);
      const rows = await sql<{ id: string }>`
        select id from entity_records
        where company_id = ${companyId} and entity = ${entity} and deleted_at is null
        order by id offset ${offset} limit 1`.execute(t.db);
      const row = rows.rows[0]!;
      return Number(row.id);
    },
    /** A record inserted directly (companies without demo entities). */
    async insertRecord(company: string, entity: string, data: Record<string, unknown>) {
      const rows = await sql<{ id: string }>`
        insert into entity_records (company_id, entity, data)
        values (${await documents.companyId(company)}, ${entity}, ${JSON.stringify(data)}::jsonb)
        returning id`.execute(t.db);
      const row = rows.rows[0]!;
      return Number(row.id);
    },
    async create(token: string, fields: Record<string, unknown>): Promise<number> {
      const answer = ok(await call('SalvarAtividade', { ATIVIDADE: fields }, token));
      return Number(answer.ID);
    },
    async read(token: string, id: number) {
      const answer = ok(await call('ConsultarAtividade', { ID: id }, token));
      return answer as unknown as {
        ATIVIDADE: Record<string, unknown> & { version: number };
        HISTORICO: { userId: number; changes: Record<string, { from: unknown; to: unknown }> }[];
      };
    },
    /** Sets columns directly (status, due, finish), e.g. an overdue task. */
    async tweak(id: number, set: Record<string, unknown>) {
      await t.db
        .updateTable('tasks')
        .set(set as never)
        .where('id', '=', id)
        .execute();
    },
  };
}
