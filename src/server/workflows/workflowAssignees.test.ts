import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormModel } from '../../runtime/forms/FormModel';
import { testBackends } from '../testing/testApp';
import {
  emailSettings,
  fillSettings,
  startWorkflowScene,
  workflowStep,
  type WorkflowScene,
} from '../testing/workflowTestKit';

/** "Início" (the starter's: who fills next) and "Execução" (the step's), then an e-mail, then the end. */
const model = (assignee: object, mail: object = emailSettings(['fixo@exemplo.com'])): FormModel => ({
  name: 'Serviço',
  groups: [
    {
      id: 'head',
      name: 'Início',
      fields: [{ id: 'resp', name: 'Executor', type: 'manualEmployee', settings: { entity: 'employee' } }],
    },
    { id: 'work', name: 'Execução', fields: [{ id: 'done', name: 'Feito', type: 'textShort' }] },
  ],
  workflow: {
    steps: [
      workflowStep('start', 'start', 'fill'),
      workflowStep('fill', 'documentFill', 'mail', fillSettings(assignee, ['work'])),
      workflowStep('mail', 'sendEmail', 'end', mail),
      workflowStep('end', 'end', null),
    ],
  },
});

describe.each(testBackends())('who a workflow step goes to on $name', (backend) => {
  let { t, kit, wf, owner, operator, supervisor, supervisorId } = {} as WorkflowScene;
  beforeAll(async () => {
    ({ t, kit, wf, owner, operator, supervisor, supervisorId } = await startWorkflowScene(backend));
  });
  afterAll(() => t?.close());

  it('gives the step to the employee an employee field names', async () => {
    const { id: formId } = await wf.saveModel(owner, model({ kind: 'fieldValue', fieldId: 'resp' }));
    const documentId = Number(
      kit.ok(
        await wf.start(operator, formId, 1, {
          resp: { id: String(supervisorId), name: 'Sérgio Supervisor' },
        }),
      ).ID,
    );
    const tasks = await wf.tasks(documentId);
    expect(tasks.map((task) => [task.responsible_kind, task.responsible_id])).toEqual([
      ['employee', supervisorId],
    ]);
  });

  it('gives the step to each user of a role and to a work group; the first to finish closes the others', async () => {
    const squadId = await kit.record('Demo', 'squad');
    const roleUsers = await sql<{ user_id: number }>`
      select ug.user_id from user_groups ug join users u on u.company_id = ug.company_id and u.id = ug.user_id
      where ug.company_id = ${await kit.companyId('Demo')} and ug.group_id = 159 and u.active
      order by ug.user_id`.execute(t.db);
    const { id: formId } = await wf.saveModel(
      owner,
      model(
        { kind: 'groups', ids: [159], squadIds: [squadId] },
        { ...emailSettings([]), roles: [159], employees: [] },
      ),
    );
    const documentId = Number(kit.ok(await wf.start(operator, formId)).ID);
    const tasks = await wf.tasks(documentId);
    expect(tasks.map((task) => [task.responsible_kind, task.responsible_id])).toEqual([
      ...roleUsers.rows.map((row) => ['employee', row.user_id]),
      ['squad', squadId],
    ]);
    const mine = tasks.find((task) => task.responsible_id === supervisorId)!;
    kit.ok(await wf.fill(supervisor, mine, { done: 'sim' }));
    const after = await wf.tasks(documentId);
    expect(after.filter((task) => task.status === 'finished').map((task) => task.id)).toEqual([mine.id]);
    expect(after.filter((task) => task.status === 'cancelled')).toHaveLength(tasks.length - 1);
    // The e-mail step reached the role's users by their e-mail.
    expect(await wf.outbox('supervisor@demo.campo')).toEqual([
      expect.objectContaining({ subject: 'Inspeção {ok}' }),
    ]);
    expect((await wf.read(owner, documentId)).WORKFLOW!.status).toBe('finished');
  });
});
