/** The template company's templates: each becomes a one-group model of short texts named `fields`. */
export const DEMO_TEMPLATES: Array<{
  name: string;
  code: string;
  abstract: string;
  category: number;
  fields: string[];
}> = [
  {
    name: 'Checklist de inspeção predial',
    code: 'INSP-01',
    abstract: 'Vistoria de áreas comuns com fotos e conformidade por item.',
    category: 0,
    fields: ['Fachada', 'Portaria', 'Iluminação', 'Extintores'],
  },
  {
    name: 'Ordem de serviço de manutenção',
    code: 'MAN-01',
    abstract: 'Registro de atendimento: defeito, peças usadas e assinatura do cliente.',
    category: 1,
    fields: ['Defeito relatado', 'Serviço executado', 'Peças utilizadas', 'Assinatura do cliente'],
  },
  {
    name: 'Diálogo diário de segurança',
    code: 'SEG-01',
    abstract: 'Tema do dia, participantes e registro fotográfico.',
    category: 2,
    fields: ['Tema', 'Participantes', 'Foto do grupo'],
  },
];
