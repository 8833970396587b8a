import ptBR from '../../../metadata/i18n/pt-BR.json';
import type { FormModel } from '../../runtime/forms/FormModel';
import { createTranslator } from '../../runtime/i18n/createTranslator';
import { newPdfLayout } from '../../runtime/pdf/newPdfLayout';
import { pdfBlocks } from '../../runtime/pdf/pdfBlocks';
import type { FormExports, PdfBlock, PdfBlockType } from '../../runtime/pdf/PdfLayout';
import { DEFAULT_REPORT_SETTINGS } from '../../runtime/pdf/ReportSettings';

/** The id of the Demo inspection's custom PDF layout, its form's default export template. */
export const DEMO_INSPECTION_TEMPLATE_ID = 'relatorio-inspecao';

/** A block of `type` from its definition's defaults and width, the settings given replacing defaults. */
function blockOf(id: string, type: PdfBlockType, settings: object, span?: number): PdfBlock {
  const definition = pdfBlocks[type];
  return {
    id,
    type,
    span: span ?? definition.defaultSpan,
    settings: { ...definition.defaults(), ...settings },
  };
}

/**
 * The Demo safety inspection's export templates: one custom PDF layout, the form's default, built the
 * way the form editor starts one (newPdfLayout with the default report settings: the logo and the
 * document's identification in the header, 'Página x de y' in the footer, the form's name as title)
 * and then laid out as a user would in the PDF editor: the identification, checklist and immediate
 * actions in two columns, the extinguisher table (flowing across pages, its header repeated), the score,
 * the general photos three to a row and the inspector's signature on a line. No attachments page: the
 * photo grid already shows every photo.
 *
 * @example demoInspectionExports(model).defaultTemplateId // 'relatorio-inspecao'
 */
export function demoInspectionExports(model: FormModel): FormExports {
  const { t } = createTranslator({ 'pt-BR': ptBR });
  const layout = newPdfLayout(DEFAULT_REPORT_SETTINGS, model, t);
  const twoColumns = (groupId: string) => blockOf(groupId, 'group', { groupId, columns: 2 });
  layout.body = [
    ...layout.body.filter((block) => block.type === 'text'),
    twoColumns('identificacao'),
    twoColumns('checklist'),
    twoColumns('acoes'),
    blockOf('extintores', 'group', { groupId: 'extintores' }),
    blockOf('nota', 'field', { fieldId: 'nota', label: 'left' }, 12),
    blockOf('fotos-titulo', 'text', { text: 'Registro fotográfico' }),
    blockOf('fotos', 'photos', { fieldId: 'fotos_gerais', perRow: 3 }),
    blockOf('assinatura', 'signature', { fieldId: 'assinatura', caption: 'Inspetor responsável' }),
  ];
  const subtitle = layout.body.find((block) => block.id === 'fotos-titulo')!;
  subtitle.style = { bold: true, color: DEFAULT_REPORT_SETTINGS.colors.primary };
  layout.attachmentsPage = { ...layout.attachmentsPage, enabled: false };
  return {
    defaultTemplateId: DEMO_INSPECTION_TEMPLATE_ID,
    templates: [{ id: DEMO_INSPECTION_TEMPLATE_ID, name: 'Relatório de inspeção', kind: 'pdf', layout }],
  };
}
