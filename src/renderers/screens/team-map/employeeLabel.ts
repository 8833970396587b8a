import type { MapEmployee } from '../../../runtime/protocol/answers/MapEmployee';

/** The name a map entry shows: a shared user's own name (spec 000 §5), else the employee's. */
export function employeeLabel(employee: MapEmployee): { name: string; initials: string } {
  const name = (employee.COMPARTILHADO && employee.NOME_USUARIO_ROTATIVO) || employee.NOME;
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = (
    (words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')
  ).toUpperCase();
  return { name, initials };
}
