import type { AccessService } from './AccessService';
import type { CompanyAccess } from './CompanyAccess';

/**
 * The access service as one command sees it: a company's access data is read once per command (by the
 * gate, before any transaction) and the same answer serves the handler. Without it a handler asking
 * again inside its open transaction would, with the cache off (CAMPO_CACHE_SECONDS=0), wait on PGlite
 * for a second connection that does not exist. Everything else goes to the shared service.
 *
 * @example const access = commandAccess(services.access); await access.company(db, companyId);
 */
export function commandAccess(service: AccessService): AccessService {
  const companies = new Map<number, Promise<CompanyAccess | undefined>>();
  return new Proxy(service, {
    get(target, property, receiver) {
      if (property === 'company')
        return (db: Parameters<AccessService['company']>[0], companyId: number) => {
          let found = companies.get(companyId);
          if (!found) companies.set(companyId, (found = target.company(db, companyId)));
          return found;
        };
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
