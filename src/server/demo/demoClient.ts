import { cnpjFrom } from './cnpjFrom';
import { cpfFrom } from './cpfFrom';
import { demoAddress } from './demoAddress';
import { DEMO_NAMES } from './demoNames';
import { demoPhone } from './demoPhone';
import { nthOf } from './nthOf';

/**
 * The i-th demo client: companies (CNPJ, a responsible person) and, every third, private persons (CPF).
 * Deterministic, so the bench can make 100,000 distinct ones.
 *
 * @example demoClient(0).name // 'Supermercados Horizonte'
 */
export function demoClient(i: number): Record<string, unknown> {
  const person = i % 3 === 2;
  const first = nthOf(DEMO_NAMES.first, i * 7 + 3);
  const last = nthOf(DEMO_NAMES.last, i * 5 + 1);
  const round = Math.floor(i / (DEMO_NAMES.companyKinds.length * DEMO_NAMES.companyNames.length));
  const name = person
    ? `${first} ${last} ${nthOf(DEMO_NAMES.last, i * 11 + 4)}`
    : `${nthOf(DEMO_NAMES.companyKinds, i)} ${nthOf(DEMO_NAMES.companyNames, Math.floor(i / DEMO_NAMES.companyKinds.length))}${round ? ` ${round + 1}` : ''}`;
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');
  return {
    name,
    email: `contato@${slug}${i}.com.br`,
    ...(person ? { cpf: cpfFrom(100000000 + i * 7919) } : { cnpj: cnpjFrom(10000000 + i * 104729) }),
    phone: demoPhone(i),
    ...(person ? {} : { responsibleName: `${first} ${last}`, responsiblePhone: demoPhone(i + 1, 21) }),
    address: demoAddress(i),
  };
}
