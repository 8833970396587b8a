import type { CommandParams } from '../../../runtime/protocol/CommandFn';
import type { TaskListItem } from '../../../runtime/protocol/answers/TaskListItem';

/** The i-th task of the fake list (1-based): planned, due on 10/12/2026 at 14:30 local time. */
export function fakeTask(i: number, change: Partial<TaskListItem> = {}): TaskListItem {
  return {
    id: i,
    version: 1,
    title: `Atividade ${String(i).padStart(3, '0')}`,
    status: 'planned',
    state: 'planned',
    doneLabel: null,
    deadlineBucket: 'over15Days',
    startAt: new Date(2026, 11, 1, 8, 0).toISOString(),
    dueAt: new Date(2026, 11, 10, 14, 30).toISOString(),
    urgent: i === 2,
    formId: 3,
    formName: 'Checklist de bombas',
    responsible: { kind: 'employee', id: 5, code: null, name: 'Otávio Operador' },
    clientId: 12,
    clientName: 'Ótica Âmbar',
    unitId: null,
    unitName: null,
    latitude: null,
    longitude: null,
    ...change,
  };
}

/**
 * A stub of ConsultarAtividadesFlowV2 over `total` tasks: the asked page, the summary, and each item's
 * group (by state) when GRUPO is sent.
 */
export function fakeTaskList(total = 120) {
  return (params: CommandParams) => {
    const page = Number(params.PAGE ?? 1);
    const size = Number(params.PAGE_SIZE ?? 50);
    const items: TaskListItem[] = [];
    for (let i = (page - 1) * size + 1; i <= Math.min(total, page * size); i++) {
      const item = fakeTask(i, i > 2 ? {} : { state: 'late', deadlineBucket: null });
      if (params.GRUPO) item.group = { key: item.state, count: item.state === 'late' ? 2 : total - 2 };
      items.push(item);
    }
    return {
      ITEMS: items,
      TOTAL: total,
      RESUMO: {
        planned: total - 2,
        inProgress: 0,
        late: 2,
        expired: 0,
        finished: 3,
        cancelled: 1,
        deleted: 0,
      },
    };
  };
}
