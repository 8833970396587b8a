import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import commands from '../../../metadata/commands.json';
import { ERROR_CODES } from '../../runtime/errors/errorCatalogue';
import type { FormModel } from '../../runtime/forms/FormModel';
import { documentTestKit } from '../testing/documentTestKit';
import { NOT_REFERENCES } from '../testing/notReferences';
import {
  CHOICE_FIELDS,
  REFERENCE_PARAMETERS,
  type OwnRecords,
  type ReferenceKind,
} from '../testing/referenceParameters';
import { taskFormModel, taskTestKit } from '../testing/taskTestKit';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';

type Schema = Record<string, unknown>;

const schemaOf = (name: string): Schema =>
  JSON.parse(readFileSync(`schemas/commands/${name}.schema.json`, 'utf8')) as Schema;

/** A `$ref` of a command schema: `#/pointer` in the same schema or `campo:commands/<Name>#/pointer`. */
function resolve(ref: string, current: Schema): { node: Schema; root: Schema } {
  const [target, pointer = ''] = ref.split('#');
  const root = target ? schemaOf(target.replace('campo:commands/', '')) : current;
  let node: unknown = root;
  for (const part of pointer.split('/').filter(Boolean)) node = (node as Schema)[part];
  return { node: node as Schema, root };
}

/** Name ends of a parameter that points at another record (or looks like it). */
const LOOKS_LIKE_REFERENCE =
  /(^ID$|_ID$|^ID_|Id$|IDS$|^ids$|^id$|^(roles|squads|employees|members|responsible|prerequisites)$|^(COMPANIES|MODELOS|CLIENTES|UNIDADES|RESPONSAVEIS)$)/;

/** Every property path of a schema (`A.B`, arrays as `[]`, maps as `*`), through `$ref`s and combinators. */
function referencePaths(schema: Schema, root: Schema, prefix = '', seen = new Set<Schema>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const found: string[] = [];
  // Refs into other schema families (campo:metadata/…, campo:forms/…) describe values, not parameters.
  if (typeof schema.$ref === 'string' && /^(#|campo:commands\/)/.test(schema.$ref)) {
    const target = resolve(schema.$ref, root);
    found.push(...referencePaths(target.node, target.root, prefix, seen));
  }
  for (const [key, value] of Object.entries((schema.properties as Record<string, Schema>) ?? {})) {
    if (LOOKS_LIKE_REFERENCE.test(key)) found.push(`${prefix}${key}`);
    found.push(...referencePaths(value, root, `${prefix}${key}.`, seen));
  }
  if (schema.items) found.push(...referencePaths(schema.items as Schema, root, `${prefix}[].`, seen));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    found.push(...referencePaths(schema.additionalProperties as Schema, root, `${prefix}*.`, seen));
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    for (const part of (schema[key] as Schema[] | undefined) ?? [])
      found.push(...referencePaths(part, root, prefix, seen));
  return found;
}

const TABLED = new Set(REFERENCE_PARAMETERS.map((r) => `${r.command} ${r.path}`));

describe('the reference parameter table', () => {
  it('lists every parameter that looks like a reference, or says why it is not one', () => {
    const missing: string[] = [];
    for (const name of Object.keys(commands)) {
      const schema = schemaOf(name);
      for (const path of new Set(referencePaths(schema, schema))) {
        const key = `${name} ${path}`;
        if (!TABLED.has(key) && !(key in NOT_REFERENCES)) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names only commands that exist and never lists a parameter both ways', () => {
    for (const row of REFERENCE_PARAMETERS) expect(Object.keys(commands)).toContain(row.command);
    for (const key of Object.keys(NOT_REFERENCES)) expect(TABLED.has(key)).toBe(false);
  });
});

/** How a command refuses a record it cannot find in the caller's company (bulk saves: per row). */
const REFERENCE_REFUSALS = [
  'LOOKUP_NOT_FOUND',
  'ENTITY_NOT_FOUND',
  'INVALID_OPTION',
  'PERMISSION_DENIED',
  'ENTITY_ROWS_INVALID',
];

/** The tables a refused command must leave as they were. */
const WATCHED = [
  'permission_groups',
  'users',
  'user_groups',
  'persons',
  'entity_records',
  'entity_shares',
  'libraries',
  'form_folders',
  'forms',
  'form_versions',
  'form_edit_locks',
  'documents',
  'tasks',
  'task_history',
  'task_prerequisites',
  'task_messages',
  'task_approvals',
  'recurrent_tasks',
  'downloads',
  'employee_invites',
  'client_portals',
  'form_approval_flows',
  'form_approval_assignments',
  'form_revisions',
  'form_revision_rounds',
  'form_revision_decisions',
  'form_revision_approvals',
  'form_revision_messages',
];

describe.each(testBackends())('another company’s records fed to reference parameters on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  let own: OwnRecords;
  const foreign = new Map<ReferenceKind, number>();

  const checksum = async () => {
    const sums: Record<string, string> = {};
    for (const table of WATCHED) {
      const row = await sql<{ sum: string | null }>`
        select md5(string_agg(x::text, '|' order by x::text)) as sum from ${sql.table(table)} x`.execute(
        t.db,
      );
      sums[table] = row.rows[0]?.sum ?? '';
    }
    return sums;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const kit = taskTestKit(t);
    const documents = documentTestKit(t);
    owner = await t.login('dono@demo.campo');
    const other = await t.login('dono@outra.campo');
    const demo = await documents.companyId('Demo');
    const outra = await documents.companyId('Outra');
    const insertId = async (query: Promise<{ id: string | number }>) => Number((await query).id);

    const formId = await kit.form(owner, 'Referências');
    const operatorId = await documents.userId('operador@demo.campo');
    const choiceForm = await documents.insertForm(owner, {
      name: 'Escolhas',
      groups: [
        {
          id: 'g',
          name: 'Geral',
          fields: [
            ...CHOICE_FIELDS.map(([type, entity]) => ({ id: type, name: type, type, settings: { entity } })),
            {
              id: 'tabela',
              name: 'Tabela',
              type: 'table',
              settings: {
                columns: [
                  { id: 'cliente', name: 'Cliente', type: 'manualClient', settings: { entity: 'client' } },
                ],
              },
            },
          ],
        },
      ],
    } as FormModel);
    own = {
      formId,
      choiceFormId: choiceForm.id,
      folderId: await insertId(
        t.db
          .insertInto('form_folders')
          .values({ company_id: demo, name: 'Própria', parent_id: null, permissions: '{}' })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
      taskId: 0,
      roleId: await insertId(
        t.db
          .insertInto('permission_groups')
          .values({ company_id: demo, name: 'Própria', type: 'G', levels: '{}' })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
      libraryId: await insertId(
        t.db
          .insertInto('libraries')
          .values({ company_id: demo, name: 'Própria', allowed: '{}' })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
      clientId: await kit.record('Demo', 'client'),
      unitId: await kit.record('Demo', 'unit'),
      assetId: await kit.record('Demo', 'asset'),
      assetTypeId: await kit.record('Demo', 'assetType'),
      squadId: await kit.record('Demo', 'squad'),
      approvalFlowId: await insertId(
        t.db
          .insertInto('form_approval_flows')
          .values({
            company_id: demo,
            kind: 'custom',
            name: 'Própria',
            responsibles: JSON.stringify([{ kind: 'role', id: 158 }]),
            min_approvals: 1,
            final_approver: null,
            deadline: JSON.stringify({ unit: 'none', amount: 0 }),
            updated_by: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
      operatorId,
      unitAddress: (
        await sql<{ address: unknown }>`select data->'address' as address from entity_records
          where company_id = ${demo} and entity = 'unit' and deleted_at is null order by id limit 1`.execute(
          t.db,
        )
      ).rows[0]!.address,
      tomorrow: kit.day(1),
    };
    // Staff on the own role, so ExcluirGrupoPermissoes has to look at MOVE_TO_ID.
    await t.db
      .insertInto('user_groups')
      .values({
        company_id: demo,
        user_id: await documents.userId('supervisor@demo.campo'),
        group_id: own.roleId,
      })
      .execute();
    own.taskId = await kit.create(owner, {
      title: 'Própria',
      formId,
      responsible: { kind: 'employee', id: operatorId },
      startDate: kit.day(1),
      startHour: '08:00',
    });

    const otherOwner = await documents.userId('dono@outra.campo');
    const otherForm = (await documents.insertForm(other, taskFormModel('Alheio'))).id;
    foreign.set('company', outra);
    foreign.set('employee', otherOwner);
    foreign.set('form', otherForm);
    for (const entity of ['squad', 'client', 'unit', 'asset', 'assetType', 'family', 'item'] as const)
      foreign.set(entity, await kit.insertRecord('Outra', entity, { name: 'Alheio', title: 'Alheio' }));
    foreign.set(
      'role',
      await insertId(
        t.db
          .insertInto('permission_groups')
          .values({ company_id: outra, name: 'Alheio', type: 'G', levels: '{}' })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    foreign.set(
      'library',
      await insertId(
        t.db
          .insertInto('libraries')
          .values({ company_id: outra, name: 'Alheia', allowed: '{}' })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    foreign.set(
      'folder',
      await insertId(
        t.db
          .insertInto('form_folders')
          .values({ company_id: outra, name: 'Alheia', parent_id: null, permissions: '{}' })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    foreign.set(
      'task',
      await kit.create(other, {
        title: 'Alheia',
        formId: otherForm,
        responsible: { kind: 'employee', id: otherOwner },
        startDate: kit.day(1),
        startHour: '08:00',
      }),
    );
  });
  afterAll(() => t?.close());

  it.each(REFERENCE_PARAMETERS.map((row) => ({ ...row, label: `${row.command} ${row.path} (${row.kind})` })))(
    '$label: refused, nothing written',
    async (row) => {
      const id = foreign.get(row.kind)!;
      const before = await checksum();
      const params = Object.fromEntries(
        Object.entries(row.params(own, id)).map(([k, v]) => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      );
      const answer = await t.command(row.command, params, owner);
      expect(answer.ROOT.RESULT).not.toBe('1');
      expect(ERROR_CODES).toContain(answer.ROOT.ERROR_CODE);
      // Refused for the reference, not for something else wrong in the row's parameters.
      expect(REFERENCE_REFUSALS).toContain(answer.ROOT.ERROR_CODE);
      if (answer.ROOT.ERROR_CODE === 'ENTITY_ROWS_INVALID')
        expect(answer.ROOT.MESSAGES.ERRORS[0]).toMatch(/não encontrad/);
      expect(await checksum()).toEqual(before);
    },
  );
});
