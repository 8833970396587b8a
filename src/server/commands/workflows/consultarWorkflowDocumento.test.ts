import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { taskTestKit } from '../../testing/taskTestKit';
import { fillSettings, workflowStep, workflowTestKit } from '../../testing/workflowTestKit';

/** The operator's step (the previous person), then one for the Supervisor role and a work group. */
const model = (squadId: number): FormModel => ({
  name: 'Quem preenche',
  groups: [
    { id: 'a', name: 'Operador', fields: [{ id: 'x', name: 'X', type: 'textShort' }] },
    { id: 'b', name: 'Supervisão', fields: [{ id: 'y', name: 'Y', type: 'textShort' }] },
  ],
  workflow: {
    steps: [
      workflowStep('start', 'start', 'first'),
      workflowStep('first', 'documentFill', 'second', fillSettings({ kind: 'previousPerson' }, ['a'])),
      workflowStep(
        'second',
        'documentFill',
        'end',
        fillSettings({ kind: 'groups', ids: [159], squadIds: [squadId] }, ['b']),
      ),
      workflowStep('end', 'end', null),
    ],
  },
});

describe.each(testBackends())('ConsultarWorkflowDocumento on $name', (backend) => {
  let t: TestApp;
  let kit: ReturnType<typeof taskTestKit>;
  let wf: ReturnType<typeof workflowTestKit>;

  beforeAll(async () => {
    t = await startTestApp(backend, { config: { jobsPollMs: 0 } });
    kit = taskTestKit(t);
    wf = workflowTestKit(t, kit);
  });
  afterAll(() => t?.close());

  it('names who may fill a waiting step: the people and work groups, not their ids', async () => {
    const owner = await t.login('dono@demo.campo');
    const operator = await t.login('operador@demo.campo');
    const squadId = await kit.record('Demo', 'squad');
    const squad = await sql<{ name: string }>`
      select data->>'title' as name from entity_records where entity = 'squad' and id = ${squadId}`.execute(
      t.db,
    );
    const roleUsers = await sql<{ name: string }>`
      select trim(p.name || ' ' || coalesce(p.surname, '')) as name from user_groups ug
      join users u on u.company_id = ug.company_id and u.id = ug.user_id
      join persons p on p.company_id = u.company_id and p.id = u.person_id
      where ug.company_id = ${await kit.companyId('Demo')} and ug.group_id = 159 and u.active
      order by ug.user_id`.execute(t.db);
    expect(roleUsers.rows.map((row) => row.name)).toContain('Sérgio Supervisor');
    const { id: formId } = await wf.saveModel(owner, model(squadId));
    const documentId = Number(kit.ok(await wf.start(operator, formId)).ID);

    const waitingFor = async () =>
      Object.fromEntries((await wf.read(owner, documentId)).PASSOS.map((step) => [step.id, step.waitingFor]));
    expect(await waitingFor()).toEqual({ start: [], first: ['Otávio Operador'], second: [], end: [] });

    const [first] = await wf.tasks(documentId);
    kit.ok(await wf.fill(operator, first!, { x: 'feito' }));
    expect((await waitingFor()).second).toEqual([
      ...roleUsers.rows.map((row) => row.name),
      squad.rows[0]!.name,
    ]);
    expect((await waitingFor()).first).toEqual([]);
  });
});
