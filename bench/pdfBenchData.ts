import type { FastifyInstance } from 'fastify';
import type { FormModel } from '../src/runtime/forms/FormModel';
import type { Envelope } from '../src/runtime/protocol/envelope';
import type { PdfBlock, PdfLayout } from '../src/runtime/pdf/PdfLayout';
import { pdfBlockOf, pdfLayoutOf } from '../src/runtime/pdf/testing/pdfFixtures';
import { zonedDateTime } from '../src/runtime/tasks/zonedDateTime';
import { multipartBody } from '../src/server/testing/multipartBody';
import type { benchCommand } from './benchSupport';
import { benchPng } from './benchPng';

type Command = Awaited<ReturnType<typeof benchCommand>>;

const ok = (answer: Envelope, what: string) => {
  if (answer.ROOT.RESULT !== '1') throw new Error(`${what} refused: ${answer.ROOT.MESSAGES.ERRORS[0]}`);
  return answer.ROOT;
};

/** A form whose default export template is `layout`: a data group (texts and a table), a photos group. */
function formWithLayout(name: string, layout: PdfLayout): FormModel {
  const texts = Array.from({ length: 8 }, (_, i) => ({
    id: `t${i}`,
    name: `Item de verificação ${i + 1}`,
    type: 'textShort' as const,
  }));
  return {
    name,
    groups: [
      {
        id: 'dados',
        name: 'Dados da vistoria',
        fields: [
          ...texts,
          {
            id: 'itens',
            name: 'Itens inspecionados',
            type: 'table',
            settings: {
              columns: [
                { id: 'codigo', name: 'Código', type: 'textShort' },
                { id: 'descricao', name: 'Descrição', type: 'textShort' },
                { id: 'qtd', name: 'Quantidade', type: 'number' },
              ],
            },
          },
        ],
      },
      {
        id: 'registro',
        name: 'Registro fotográfico',
        fields: [{ id: 'fotos', name: 'Fotos', type: 'photo' }],
      },
    ],
    exports: { defaultTemplateId: 'bench', templates: [{ id: 'bench', name: 'Bench', kind: 'pdf', layout }] },
  };
}

/** The bench's layout: logo and title in the header, "Página x de y" in the footer, then `body`. */
function benchLayout(body: PdfBlock[]): PdfLayout {
  return pdfLayoutOf({
    header: {
      heightMm: 14,
      blocks: [
        pdfBlockOf('logo', 'logo', { heightMm: 12 }, 3),
        pdfBlockOf('title', 'text', { text: '{formName} — documento {documentId}' }, 9),
      ],
    },
    footer: { heightMm: 8, blocks: [pdfBlockOf('n', 'pageNumber', { format: 'Página {page} de {pages}' })] },
    body,
  });
}

const INFO = pdfBlockOf('info', 'documentInfo', {
  items: ['documentId', 'finishedAt', 'responsible'],
  columns: 2,
});
const DATA = pdfBlockOf('dados', 'group', {
  groupId: 'dados',
  columns: 2,
  title: true,
  pageBreakBefore: false,
});

/**
 * Builds the PDF bench's data through the command path, as the app's users would: forms with a custom
 * layout (SalvarModelo), tasks (SalvarAtividade) filled and finished by their responsible
 * (EnviarArquivoDocumento for each photo, `photos` in turn; SalvarDocumento). The company gets a logo
 * (a PNG) on every page's header.
 *
 * @example const data = pdfBenchData(app, command, command.token, userId, photos); const big = await data.bigTask(1000, 200);
 */
export function pdfBenchData(
  app: FastifyInstance,
  command: Command,
  token: string,
  userId: number,
  photos: readonly Buffer[],
) {
  let photo = 0;
  const upload = async (formId: number) => {
    const { payload, headers } = multipartBody(
      {
        COMMAND: 'EnviarArquivoDocumento',
        AUTH_TOKEN: token,
        'CMD.MODELO_ID': String(formId),
        'CMD.CAMPO_ID': 'fotos',
      },
      {
        'CMD.FILE': {
          filename: `foto${photo + 1}.jpg`,
          data: photos[photo++ % photos.length]!,
          contentType: 'image/jpeg',
        },
      },
    );
    const answer = (
      await app.inject({ method: 'POST', url: '/api/command', headers, payload })
    ).json<Envelope>();
    return ok(answer, 'EnviarArquivoDocumento').ARQUIVO;
  };
  const form = async (name: string, body: PdfBlock[]) =>
    Number(
      ok(await command('SalvarModelo', { MODELO: formWithLayout(name, benchLayout(body)) }), 'SalvarModelo')
        .ID,
    );
  const task = async (formId: number, title: string, rows: number, photos: number) => {
    const taskId = Number(
      ok(
        await command('SalvarAtividade', {
          ATIVIDADE: {
            title,
            formId,
            responsible: { kind: 'employee', id: userId },
            startDate: zonedDateTime.toLocal(new Date(), zonedDateTime.defaultOffset).date,
            startHour: '00:00',
          },
        }),
        'SalvarAtividade',
      ).ID,
    );
    const fotos = [];
    for (let i = 0; i < photos; i++) fotos.push(await upload(formId));
    const values: Record<string, unknown> = {
      ...Object.fromEntries(
        Array.from({ length: 8 }, (_, i) => [`t${i}`, `Conforme, verificado em campo (${i + 1})`]),
      ),
      itens: Array.from({ length: rows }, (_, i) => ({
        codigo: `C-${String(i + 1).padStart(4, '0')}`,
        descricao: `Componente ${i + 1}: estado de conservação verificado, sem avarias aparentes`,
        qtd: (i % 7) + 1,
      })),
      fotos,
    };
    ok(
      await command('SalvarDocumento', {
        MODELO_ID: formId,
        VERSAO: 1,
        ATIVIDADE_ID: taskId,
        FINALIZADO: 1,
        VALORES: values,
      }),
      'SalvarDocumento',
    );
    return taskId;
  };
  return {
    /** The company logo (EnviarImagem, SalvarLogoEmpresa): one picture on every page's header. */
    async logo() {
      const { payload, headers } = multipartBody(
        { COMMAND: 'EnviarImagem', AUTH_TOKEN: token },
        { 'CMD.FILE': { filename: 'logo.png', data: benchPng(100_000, 320, 100), contentType: 'image/png' } },
      );
      const answer = (
        await app.inject({ method: 'POST', url: '/api/command', headers, payload })
      ).json<Envelope>();
      const image = ok(answer, 'EnviarImagem').IMAGEM as { fileId: string };
      ok(await command('SalvarLogoEmpresa', { ID_IMAGEM: image.fileId }), 'SalvarLogoEmpresa');
    },
    /** A task whose document holds a `rows`-row table and `photos` photos, printed over many pages. */
    async bigTask(rows: number, photos: number) {
      const formId = await form('Vistoria completa', [
        INFO,
        DATA,
        pdfBlockOf('fotos', 'photos', { fieldId: 'fotos', perRow: 1 }),
      ]);
      return task(formId, 'Vistoria completa', rows, photos);
    },
    /** `count` tasks of one form, each document one page: its texts, a three-row table and one photo. */
    async smallTasks(count: number) {
      const formId = await form('Vistoria diária', [
        INFO,
        DATA,
        pdfBlockOf('fotos', 'photos', { fieldId: 'fotos', perRow: 4 }),
      ]);
      const ids: number[] = [];
      for (let i = 0; i < count; i++) ids.push(await task(formId, `Vistoria diária ${i + 1}`, 3, 1));
      return ids;
    },
  };
}
