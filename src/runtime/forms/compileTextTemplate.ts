import { FormulaError } from './compileFormula';

const REFERENCE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export interface CompiledTemplate {
  deps: string[];
  /** The text with each `{id}` replaced by `text(id)`. */
  render(text: (id: string) => string): string;
}

/**
 * Compiles a text formula: literal text with field, result or global references in braces.
 *
 * @example
 * const t = compileTextTemplate('Cliente {client} - {total}', ['client', 'total']);
 * t.render((id) => ({ client: 'Ana', total: '12' })[id]!); // 'Cliente Ana - 12'
 */
export function compileTextTemplate(template: string, known: Iterable<string>): CompiledTemplate {
  const ids = known instanceof Set ? (known as ReadonlySet<string>) : new Set(known);
  const parts: string[] = [];
  const refs: string[] = [];
  let last = 0;
  for (const match of template.matchAll(REFERENCE)) {
    if (!ids.has(match[1]!)) throw new FormulaError('unknownReference', match[1]!);
    parts.push(template.slice(last, match.index));
    refs.push(match[1]!);
    last = match.index! + match[0].length;
  }
  parts.push(template.slice(last));
  return {
    deps: [...new Set(refs)],
    render(text) {
      let out = parts[0]!;
      for (let i = 0; i < refs.length; i++) out += text(refs[i]!) + parts[i + 1]!;
      return out;
    },
  };
}
