import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { taskTestKit } from '../../testing/taskTestKit';
import { documentTestKit } from '../../testing/documentTestKit';

/** A question whose "Não conforme" asks to fill another form and to create an activity. */
const inspection = (planFormId: number): FormModel => ({
  name: 'Inspeção com plano de ação',
  groups: [
    {
      id: 'g',
      name: 'Geral',
      fields: [
        {
          id: 'extintor',
          name: 'Extintor',
          type: 'according',
          options: [
            { id: 'yes', name: 'Conforme' },
            {
              id: 'no',
              name: 'Não conforme',
              actionPlans: [
                { type: 'fillForm', formId: planFormId, required: true },
                { type: 'createActivity', required: true },
              ],
            },
          ],
        },
      ],
    },
  ],
});

const correction: FormModel = {
  name: 'Correção',
  groups: [{ id: 'g', name: 'Geral', fields: [{ id: 'what', name: 'O que foi feito', type: 'textShort' }] }],
};

describe.each(testBackends())('action plans on $name', (backend) => {
  let app: TestApp;
  let docs: ReturnType<typeof documentTestKit>;
  let tasks: ReturnType<typeof taskTestKit>;
  let owner: string;
  let outra: string;
  let operatorId: number;
  let planForm: number;
  let form: number;

  const failure = (answer: Envelope) => ({
    code: answer.ROOT.ERROR_CODE,
    field: (answer.ROOT as Record<string, unknown>).FIELD,
  });
  const taskCount = async () =>
    Number(
      (await app.db.selectFrom('tasks').select(app.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
    );
  const planDocument = async (token: string, formId: number) =>
    Number(
      tasks.ok(
        await docs.save(token, { MODELO_ID: formId, VERSAO: 1, VALORES: { what: 'Trocado' }, FINALIZADO: 1 }),
      ).ID,
    );

  beforeAll(async () => {
    app = await startTestApp(backend, { config: { cacheTtlMs: 0 } });
    docs = documentTestKit(app);
    tasks = taskTestKit(app);
    owner = await app.login('dono@demo.campo');
    outra = await app.login('dono@outra.campo');
    operatorId = await docs.userId('operador@demo.campo');
    planForm = (await docs.insertForm(owner, correction)).id;
    form = (await docs.insertForm(owner, inspection(planForm))).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses to finish without the plan form and the activity the chosen option requires', async () => {
    const answer = await docs.save(owner, {
      MODELO_ID: form,
      VERSAO: 1,
      VALORES: { extintor: 'no' },
      FINALIZADO: 1,
    });
    expect(answer.ROOT.ERROR_CODE).toBe('DOCUMENT_INVALID');
    const text = answer.ROOT.MESSAGES.ERRORS.join(' ');
    expect(text).toContain('Extintor: preencha o formulário do plano de ação');
    expect(text).toContain('Extintor: informe o título e o responsável da atividade do plano de ação');
  });

  it('finishing stores the filled plan form and creates the activity as a real task', async () => {
    const planDoc = await planDocument(owner, planForm);
    const before = await taskCount();
    const saved = tasks.ok(
      await docs.save(owner, {
        MODELO_ID: form,
        VERSAO: 1,
        VALORES: { extintor: 'no' },
        PLANOS: {
          extintor: {
            documentId: planDoc,
            activity: {
              title: 'Trocar o extintor do bloco B',
              responsibleId: operatorId,
              dueDate: tasks.day(3),
            },
          },
        },
        FINALIZADO: 1,
      }),
    );
    expect(await taskCount()).toBe(before + 1);
    const stored = tasks.ok(await docs.read(owner, Number(saved.ID))) as unknown as {
      DOCUMENTO: { plans: Record<string, { documentId: number; activity: { taskId: number } }> };
    };
    const plan = stored.DOCUMENTO.plans.extintor!;
    expect(plan.documentId).toBe(planDoc);
    const task = (await tasks.read(owner, plan.activity.taskId)).ATIVIDADE;
    expect(task.title).toBe('Trocar o extintor do bloco B');
    expect(task.formId).toBe(form);
    expect(task.responsible).toEqual(expect.objectContaining({ kind: 'employee', id: operatorId }));
    expect(task.dueDate).toBe(tasks.day(3));
  });

  it("refuses another company's document or employee, and writes nothing", async () => {
    const outraForm = (await docs.insertForm(outra, correction)).id;
    const foreignDoc = await planDocument(outra, outraForm);
    const foreignUser = await docs.userId('dono@outra.campo');
    const before = await taskCount();
    const documents = async () =>
      Number(
        (await app.db.selectFrom('documents').select(app.db.fn.countAll().as('n')).executeTakeFirstOrThrow())
          .n,
      );
    const docsBefore = await documents();
    const withDoc = await docs.save(owner, {
      MODELO_ID: form,
      VERSAO: 1,
      VALORES: { extintor: 'no' },
      PLANOS: { extintor: { documentId: foreignDoc, activity: { title: 'X', responsibleId: operatorId } } },
      FINALIZADO: 1,
    });
    expect(failure(withDoc)).toEqual({ code: 'LOOKUP_NOT_FOUND', field: 'PLANOS.extintor.documentId' });
    const ownDoc = await planDocument(owner, planForm);
    const withUser = await docs.save(owner, {
      MODELO_ID: form,
      VERSAO: 1,
      VALORES: { extintor: 'no' },
      PLANOS: { extintor: { documentId: ownDoc, activity: { title: 'X', responsibleId: foreignUser } } },
      FINALIZADO: 1,
    });
    expect(withUser.ROOT.RESULT).not.toBe('1');
    expect(withUser.ROOT.ERROR_CODE).not.toBe('INTERNAL_ERROR');
    expect(await taskCount()).toBe(before);
    expect(await documents()).toBe(docsBefore + 1);
  });

  it('a draft keeps the plan answers without creating the activity', async () => {
    const before = await taskCount();
    const saved = tasks.ok(
      await docs.save(owner, {
        MODELO_ID: form,
        VERSAO: 1,
        VALORES: { extintor: 'no' },
        PLANOS: { extintor: { activity: { title: 'Depois', responsibleId: operatorId } } },
        FINALIZADO: 0,
      }),
    );
    expect(await taskCount()).toBe(before);
    const stored = tasks.ok(await docs.read(owner, Number(saved.ID))) as unknown as {
      DOCUMENTO: { plans: Record<string, { activity: { title: string; taskId?: number } }> };
    };
    expect(stored.DOCUMENTO.plans.extintor!.activity).toEqual({ title: 'Depois', responsibleId: operatorId });
  });
});
