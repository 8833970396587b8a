/**
 * The uiSchema of a text typed through a named mask (applyMask): the entity form's `masked` widget
 * formats it as typed, the placeholder shows the pattern, the keyboard suits it.
 *
 * @example maskedUi('cep', {}) // { 'ui:widget': 'masked', 'ui:options': { mask: 'cep', inputMode: 'numeric' }, 'ui:placeholder': '00000-000' }
 */
export function maskedUi(mask: 'cpf' | 'cnpj' | 'phone' | 'cep', ui: Record<string, unknown>): void {
  ui['ui:widget'] = 'masked';
  ui['ui:options'] = {
    ...(ui['ui:options'] as Record<string, unknown> | undefined),
    mask,
    inputMode: mask === 'phone' ? 'tel' : mask === 'cnpj' ? 'text' : 'numeric',
  };
  ui['ui:placeholder'] ??= PLACEHOLDERS[mask];
}

const PLACEHOLDERS: Record<string, string> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  phone: '(00) 00000-0000',
  cep: '00000-000',
};
