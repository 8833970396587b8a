/**
 * How deep the arrays and objects of a JSON text nest, read as text in one loop (no recursion, no
 * parse), stopping as soon as `stopAbove` is passed: a parameter thousands of levels deep is refused
 * before JSON.parse, Ajv or a handler walks it recursively and overflows the stack.
 *
 * @example jsonTextDepth('{"a":[1,{"b":"[["}]}') // 3
 */
export function jsonTextDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}
