/** An asset type's attribute: its name, type, whether required, and the choices of a choice list. */
const attribute = (attributeName: string, attributeType: string, required = false, choices?: string[]) => ({
  attributeName,
  attributeType,
  required,
  ...(choices ? { choices: choices.map((choice) => ({ choice })) } : {}),
});

/** The Demo company's asset types, with attribute groups of every kind; each names a third of the assets. */
export const DEMO_ASSET_TYPES: Array<Record<string, unknown>> = [
  {
    name: 'Ar-condicionado',
    groups: [
      {
        groupName: 'Identificação',
        attributes: [
          attribute('Marca', 'text', true),
          attribute('Capacidade (BTU)', 'number', true),
          attribute('Instalação', 'date'),
        ],
      },
      {
        groupName: 'Manutenção',
        attributes: [
          attribute('Filtro limpo', 'check'),
          attribute('Foto da etiqueta', 'photo'),
          attribute('Assinatura do técnico', 'manualSignature'),
        ],
      },
    ],
  },
  {
    name: 'Gerador',
    groups: [
      {
        groupName: 'Dados técnicos',
        attributes: [
          attribute('Potência (kVA)', 'number', true),
          attribute('Combustível', 'simpleChoice', true, ['Diesel', 'Gás', 'Gasolina']),
        ],
      },
    ],
  },
  {
    name: 'Elevador',
    groups: [
      {
        groupName: 'Inspeção',
        attributes: [
          attribute('Capacidade (kg)', 'number', true),
          attribute('Itens verificados', 'list', false, ['Cabos', 'Freios', 'Portas']),
          attribute('Vídeo do teste', 'video'),
        ],
      },
    ],
  },
];
