import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database';

/** Counts a company's records that use one plan limit (a SQL count scoped by company_id). */
export type LimitCounter = (db: Kysely<Database>, companyId: number) => Promise<number>;

/**
 * How one limited functionality is used up:
 * - `records`: a count of stored records, checked before creating one (`refuseAtLimit`);
 * - `perBatch`: the limit caps one request (how many tasks one batch creates), nothing is stored, used is 0;
 * - `planGate`: nothing counted yet, but a plan with 0 refuses the setting that turns it on;
 * - `notBuilt`: no module or command creates it yet, used is 0; a plan with 0 still answers not allowed.
 */
export type LimitUsage =
  | { kind: 'records'; count: LimitCounter; enforcedBy: readonly string[] }
  | { kind: 'perBatch'; enforcedBy: readonly string[] }
  | { kind: 'planGate'; enforcedBy: readonly string[]; note: string }
  | { kind: 'notBuilt'; note: string };

/**
 * The one table of limited functionalities (keys of metadata/plans.json `limitedFunctionalities`): how
 * each one's used count is computed and which commands refuse past it. ConsultarUsuarioLogado,
 * CheckIfHasLimit, CheckNextPermission, GetNextPermissionsAndLimits (through loadCompanyAccess) and the
 * create commands (through refuseAtLimit) all read their counts from here. docs/access-commands.md
 * shows it as a table; a test fails when a key of plans.json is missing here.
 *
 * @example await usedCount(LIMITED_FUNCTIONALITIES.roles!, db, companyId) // custom roles (type G)
 */
export const LIMITED_FUNCTIONALITIES: Readonly<Record<string, LimitUsage>> = {
  // Custom roles only: the four company-wide groups 158..161 are not the company's own.
  roles: {
    kind: 'records',
    count: async (db, companyId) => {
      const row = await db
        .selectFrom('permission_groups')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', companyId)
        .where('type', '=', 'G')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    enforcedBy: ['SalvarGrupoPermissoes'],
  },
  // Main libraries only: sub-libraries are folders of one library.
  library: {
    kind: 'records',
    count: async (db, companyId) => {
      const row = await db
        .selectFrom('libraries')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', companyId)
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    enforcedBy: ['SalvarBiblioteca'],
  },
  // Megabytes of library files, rounded up; checked on upload as LIBRARY_STORAGE_FULL.
  libraryMb: {
    kind: 'records',
    count: async (db, companyId) => {
      const row = await db
        .selectFrom('library_files')
        .select((eb) => eb.fn.sum<string>('size').as('bytes'))
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      return Math.ceil(Number(row?.bytes ?? 0) / (1024 * 1024));
    },
    enforcedBy: ['EnviarArquivoBiblioteca'],
  },
  multipleActivities: { kind: 'perBatch', enforcedBy: ['SalvarAtividades', 'SalvarAtividadesRecorrentes'] },
  integrationWebhook: {
    kind: 'notBuilt',
    note: 'no company or form webhook can be configured yet (only internal platform events)',
  },
  // Export templates (custom PDF, Word, Excel) of the current versions of the forms not deleted.
  customExport: {
    kind: 'records',
    count: async (db, companyId) => {
      const row = await db
        .selectFrom('forms as f')
        .innerJoin('form_versions as v', (join) =>
          join
            .onRef('v.company_id', '=', 'f.company_id')
            .onRef('v.form_id', '=', 'f.id')
            .onRef('v.version', '=', 'f.current_version'),
        )
        .select(
          sql<string>`coalesce(sum(jsonb_array_length(coalesce(v.model -> 'exports' -> 'templates', '[]'::jsonb))), 0)`.as(
            'n',
          ),
        )
        .where('f.company_id', '=', companyId)
        .where('f.state', '!=', 'deleted')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    enforcedBy: ['SalvarModelo'],
  },
  // Signatures are not counted yet (would need a scan of stored documents for method a1Ecpf).
  eCpfSignature: {
    kind: 'planGate',
    enforcedBy: ['SalvarModelo'],
    note: 'turning on allowA1Ecpf of a signaturePreRegistered field',
  },
  // Not counted: the plans give it null (unlimited) or 0 (not allowed).
  gpsLocation: {
    kind: 'planGate',
    enforcedBy: ['SalvarAtividade', 'SalvarAtividades', 'SalvarAtividadesRecorrentes'],
    note: 'turning on fillInLocation of a task',
  },
  project: { kind: 'notBuilt', note: 'planned screen only' },
  research: { kind: 'notBuilt', note: 'planned screen only' },
  supersetDashboard: { kind: 'notBuilt', note: 'planned screen only' },
  // Custom approval flows only: the default flow every company may have is not counted.
  model_approval: {
    kind: 'records',
    count: async (db, companyId) => {
      const row = await db
        .selectFrom('form_approval_flows')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', companyId)
        .where('kind', '=', 'custom')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    enforcedBy: ['SalvarFluxoAprovacao'],
  },
  video: { kind: 'notBuilt', note: 'planned screen only' },
};
