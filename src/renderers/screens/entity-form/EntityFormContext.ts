/** What the entity form's widgets get from the screen through rjsf's formContext. */
export interface EntityFormContext {
  /**
   * Looks an address up by its CEP and fills the address field `addressKey`; answers the sentence to
   * show under the CEP (filled, not found, or the provider unreachable: type the address by hand).
   */
  lookupCep?(addressKey: string, cep: string): Promise<string>;
}
