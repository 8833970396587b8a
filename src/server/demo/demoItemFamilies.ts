/** The Demo company's item families: two roots (services, products) and their subfamilies by parent code. */
export const DEMO_ITEM_FAMILIES: Array<{
  name: string;
  code: string;
  itemType: string;
  parentCode?: string;
}> = [
  { name: 'Serviços', code: 'SRV', itemType: 'service' },
  { name: 'Produtos', code: 'PRD', itemType: 'product' },
  { name: 'Manutenção', code: 'SRV-MAN', itemType: 'service', parentCode: 'SRV' },
  { name: 'Instalação', code: 'SRV-INS', itemType: 'service', parentCode: 'SRV' },
  { name: 'Peças', code: 'PRD-PEC', itemType: 'product', parentCode: 'PRD' },
];
