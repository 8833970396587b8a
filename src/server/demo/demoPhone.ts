/** A phone with a city's area code: `(11) 9xxxx-xxxx`. */
export function demoPhone(i: number, areaCode = 11): string {
  const n = String(10000000 + ((i * 7654321) % 89999999)).slice(0, 8);
  return `(${areaCode}) 9${n.slice(0, 4)}-${n.slice(4)}`;
}
