import type { PdfBlockDefinition } from '../PdfBlockDefinition';

/** The company's logo (SalvarLogoEmpresa), `heightMm` high. */
export interface LogoBlockSettings {
  heightMm: number;
}

export const logoBlock: PdfBlockDefinition<LogoBlockSettings> = {
  type: 'logo',
  labelKey: 'pdf.blocks.logo',
  zones: ['body', 'header', 'footer'],
  defaultSpan: 3,
  schema: {
    $id: 'campo:pdf/blocks/logo',
    type: 'object',
    additionalProperties: false,
    required: ['heightMm'],
    properties: { heightMm: { type: 'number', minimum: 5, maximum: 60 } },
  },
  defaults: () => ({ heightMm: 15 }),
};
