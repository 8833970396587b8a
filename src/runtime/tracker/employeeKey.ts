import type { MapEmployee } from '../protocol/answers/MapEmployee';

/**
 * Who a map entry is (spec 000 §5): the user id, plus the access code for a shared user, since every
 * shared user of one company logs in as the same user.
 *
 * @example employeeKey({ ID_USUARIO: 9, CODIGO_USUARIO_ROTATIVO: '123' } as MapEmployee) // '9:123'
 */
export function employeeKey(employee: Pick<MapEmployee, 'ID_USUARIO' | 'CODIGO_USUARIO_ROTATIVO'>): string {
  return `${employee.ID_USUARIO}:${employee.CODIGO_USUARIO_ROTATIVO ?? ''}`;
}
