import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import ptBR from '../../../metadata/i18n/pt-BR.json';
import type { FormModel } from '../../runtime/forms/FormModel';
import { createTranslator } from '../../runtime/i18n/createTranslator';
import type { DownloadBuildContext } from './DownloadBuildContext';
import type { DownloadTask } from './DownloadData';
import { buildTasksPdf } from './buildTasksPdf';

const t = createTranslator({ 'pt-BR': ptBR }).t;

const model: FormModel = {
  name: 'Vistoria',
  groups: [
    {
      id: 'g1',
      name: 'Geral',
      fields: [
        { id: 'answer', name: 'Resposta', type: 'textShort' },
        {
          id: 'secret',
          name: 'Campo condicional',
          type: 'textShort',
          rules: {
            combinator: 'and',
            conditions: [{ field: 'answer', comparison: 'equal', value: 'mostrar' }],
          },
        },
        {
          id: 'items',
          name: 'Itens trocados',
          type: 'table',
          settings: { columns: [{ id: 'what', name: 'Item', type: 'textShort' }] },
        },
        { id: 'price', name: 'Preço', type: 'currency' },
        {
          id: 'total',
          name: 'Total',
          type: 'numericFormula',
          formula: { mode: 'numeric', expression: 'price * 2' },
          settings: { format: 'currency' },
        },
      ],
    },
  ],
};

const task: DownloadTask = {
  id: 7,
  title: 'Vistoria do galpão',
  status: 'finished',
  state: 'finished',
  doneLabel: 'noDueDate',
  approval: null,
  responsibleName: 'Ana',
  formId: 1,
  formName: 'Vistoria',
  clientName: '',
  unitName: '',
  startAt: new Date('2026-11-22T11:00:00Z'),
  dueAt: null,
  finishedAt: new Date('2026-11-22T12:00:00Z'),
  address: null,
  position: null,
  document: {
    id: 3,
    formId: 1,
    version: 1,
    model,
    values: { answer: 'ocultar', price: 617.25, total: 1234.5 },
    plans: {},
    finished: true,
    score: null,
    finishedAt: new Date('2026-11-22T12:00:00Z'),
    files: new Map(),
  },
};

const context: DownloadBuildContext = {
  data: { companyName: 'Demo', tasks: [task], employeeNames: new Map() },
  t,
  locale: 'pt-BR',
  utcOffset: -180,
  now: new Date('2026-11-22T12:00:00Z'),
  storage: { put: async () => undefined, get: async () => null, delete: async () => undefined },
  progress: async () => undefined,
};

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++)
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items)
      if ('str' in item) texts.push(item.str);
  await pdf.destroy();
  return texts.join(' ').replace(/\s+/g, ' ');
}

describe('buildTasksPdf', () => {
  it('leaves out hidden fields and tables without rows, and prints money as R$ in pt-BR', async () => {
    const text = await pdfText(await buildTasksPdf(context));
    expect(text).toContain('Resposta');
    expect(text).toContain('ocultar');
    expect(text).not.toContain('Campo condicional');
    expect(text).not.toContain('Itens trocados');
    expect(text).not.toContain('0 linha');
    expect(text).not.toMatch(/Resposta ocultar —/);
    expect(text).toContain('R$ 617,25');
    expect(text).toContain('R$ 1.234,50');
  });
});
