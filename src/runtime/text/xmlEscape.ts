/** Characters XML 1.0 does not allow: C0 controls but tab, newline and carriage return, U+FFFE, U+FFFF. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/**
 * Text safe inside XML content and attribute values: the five predefined entities, and control
 * characters XML 1.0 forbids dropped (a pasted tab or newline stays).
 *
 * @example xmlEscape('Rua "A" & <B>') // 'Rua &quot;A&quot; &amp; &lt;B&gt;'
 */
export function xmlEscape(text: string): string {
  return text
    .replace(FORBIDDEN, '')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
    );
}
