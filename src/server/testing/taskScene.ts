import type { Envelope } from '../../runtime/protocol/envelope';
import { taskTestKit } from './taskTestKit';
import type { TestApp } from './testApp';

/**
 * The set-up the filling and approval suites share: the demo owner, operator and supervisor signed in, a
 * one-field form named `formName`, and shortcuts to create the operator's task from today, fill it
 * (SalvarDocumento as `token`, a draft unless `extra` says FINALIZADO: 1) and read its stored row.
 *
 * @example const scene = await taskScene(app, 'Checklist'); const id = await scene.task({ needsApproval: true });
 * scene.kit.ok(await scene.fill(scene.operator, id, { FINALIZADO: 1 }));
 */
export async function taskScene(app: TestApp, formName: string) {
  const kit = taskTestKit(app);
  const owner = await app.login('dono@demo.campo');
  const operator = await app.login('operador@demo.campo');
  const supervisor = await app.login('supervisor@demo.campo');
  const formId = await kit.form(owner, formName);
  const operatorId = await kit.userId('operador@demo.campo');
  const supervisorId = await kit.userId('supervisor@demo.campo');
  return {
    kit,
    owner,
    operator,
    supervisor,
    formId,
    operatorId,
    supervisorId,
    /** A task of the operator on the scene's form, startable today; `fields` add or override. */
    task: (fields: Record<string, unknown> = {}): Promise<number> =>
      kit.create(owner, {
        title: 'Vistoria',
        formId,
        responsible: { kind: 'employee', id: operatorId },
        startDate: kit.day(0),
        startHour: '00:00',
        ...fields,
      }),
    fill: (token: string, taskId: number, extra: Record<string, unknown> = {}): Promise<Envelope> =>
      kit.call(
        'SalvarDocumento',
        {
          MODELO_ID: formId,
          VERSAO: 1,
          VALORES: { obs: 'feito' },
          FINALIZADO: 0,
          ATIVIDADE_ID: taskId,
          ...extra,
        },
        token,
      ),
    row: (id: number) =>
      app.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  };
}
