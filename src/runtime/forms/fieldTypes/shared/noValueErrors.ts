import type { ValueProblem } from '../ValueProblem';

/** The value checks of a type whose filled value needs none (its widget only offers valid values). */
export function noValueErrors(): ValueProblem[] {
  return [];
}
