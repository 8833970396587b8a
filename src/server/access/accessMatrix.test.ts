import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLevelActive, type Level } from '../../runtime/access/Level';
import type { Envelope } from '../../runtime/protocol/envelope';
import type { LoggedUser } from '../../runtime/session/LoggedUser';
import { PROJECT_ROOT } from '../app';
import { allCommands } from '../commands/allCommands';
import { loadServerMetadata } from '../metadata/loadServerMetadata';
import { COMMAND_SAMPLES, type Me } from '../testing/commandSamples';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';

/** Who calls, and what the contract says about them (docs/access-commands.md, spec 000 section 6). */
interface Caller {
  name: string;
  login?: string;
  admin?: boolean;
  shared?: boolean;
  owner?: boolean;
  companyAdmin?: boolean;
  templateCompany?: boolean;
}

const CALLERS: Caller[] = [
  { name: 'owner', login: 'dono@demo.campo', owner: true, companyAdmin: true },
  { name: 'administrator 158', login: 'admin@demo.campo', companyAdmin: true },
  { name: 'supervisor 159', login: 'supervisor@demo.campo' },
  { name: 'operator 160', login: 'operador@demo.campo' },
  { name: 'viewer 161', login: 'visualizador@demo.campo' },
  { name: 'shared', login: 'rotativo@demo.campo', shared: true },
  { name: 'platform admin', login: 'admin', admin: true },
  { name: 'no token' },
  { name: 'owner of Outra', login: 'dono@outra.campo', owner: true, companyAdmin: true },
  {
    name: 'template company',
    login: 'modelos@campo.campo',
    owner: true,
    companyAdmin: true,
    templateCompany: true,
  },
];

/** Codes only the gate answers: an allowed caller must never get one of them. */
const GATE_CODES = [
  'LOGIN_REQUIRED',
  'ADMIN_ONLY',
  'PERMISSION_DENIED',
  'NO_PERMISSION_EDIT',
  'BLOCK_SHARED_USER',
];

const metadata = loadServerMetadata(PROJECT_ROOT);

/**
 * Commands declared `functionalityFrom: "ENTITY"`: the entity each sample works on and the level the
 * command needs of that entity's functionality (reads VIEW, writes EDIT).
 */
const ENTITY_COMMANDS: Record<string, [entity: string, level: 'VIEW' | 'EDIT']> = {
  ListEntities: ['client', 'VIEW'],
  SaveListColumns: ['client', 'VIEW'],
  GetEntity: ['client', 'VIEW'],
  SaveEntity: ['client', 'EDIT'],
  DeleteEntity: ['client', 'EDIT'],
  SaveEntities: ['unit', 'EDIT'],
  ConsultarClientesPorPalavra: ['client', 'VIEW'],
  ConsultarUnidadesSimples: ['unit', 'VIEW'],
  ConsultarFamilias: ['family', 'VIEW'],
  ConsultarItens: ['item', 'VIEW'],
  ConsultarEquipesVersionadas: ['squad', 'VIEW'],
  ConsultarParquesServico: ['unit', 'VIEW'],
  ConsultarPontosServicos: ['asset', 'VIEW'],
  ConsultarTiposPontosServicos: ['assetType', 'VIEW'],
};

function entityFunctionality(entity: string): string {
  const meta = metadata.files[`metadata/entities/${entity}.json`] as
    { functionality: string; commandFunctionality?: string } | undefined;
  if (!meta) throw new Error(`no metadata/entities/${entity}.json`);
  return meta.commandFunctionality ?? meta.functionality;
}
const registry = allCommands();
// Logout revokes the caller's token, so it goes last.
const NAMES = [...registry.names().filter((n) => n !== 'Logout'), 'Logout'];

describe('the registry and the declarations', () => {
  it('declares every registered command, registers every declared one, and has a sample for each', () => {
    expect(registry.problemsAgainst(metadata.commands, metadata.ajv)).toEqual([]);
    expect(Object.keys(COMMAND_SAMPLES).sort()).toEqual(registry.names());
  });
});

describe.each(testBackends())('access of every command for every demo role on $name', (backend) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const levels = new Map<string, Record<string, Level>>();
  const mes = new Map<string, Me>();

  beforeAll(async () => {
    t = await startTestApp(backend);
    for (const caller of CALLERS) {
      if (!caller.login) continue;
      const token = await t.login(caller.login);
      tokens.set(caller.name, token);
      const root = (await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, token)).ROOT;
      const user = root.USUARIO_LOGADO as LoggedUser;
      levels.set(caller.name, root.FUNCTIONALITIES as Record<string, Level>);
      mes.set(caller.name, { companyId: user.companyId, personId: user.personId, userId: user.id });
    }
  });
  afterAll(() => t?.close());

  /** The refusal the declaration implies for this caller, or null when the gate lets it through. */
  const expectedRefusal = (name: string, caller: Caller): string | null => {
    const declaration = metadata.commands[name]!;
    if (declaration.access === 'public') return null;
    if (!caller.login) return 'LOGIN_REQUIRED';
    if (declaration.access === 'session') return null;
    if (declaration.access === 'admin') return caller.admin ? null : 'ADMIN_ONLY';
    if (caller.admin) return 'PERMISSION_DENIED';
    if (caller.shared) return 'BLOCK_SHARED_USER';
    if (declaration.role === 'companyOwner' && !caller.owner) return 'PERMISSION_DENIED';
    if (declaration.role === 'companyAdmin' && !caller.companyAdmin) return 'PERMISSION_DENIED';
    if (declaration.role === 'templateCompany' && !caller.templateCompany) return 'PERMISSION_DENIED';
    const fromEntity = declaration.functionalityFrom === 'ENTITY' ? ENTITY_COMMANDS[name] : undefined;
    if (declaration.functionalityFrom === 'ENTITY' && !fromEntity)
      throw new Error(`${name}: no ENTITY_COMMANDS row`);
    const functionality = fromEntity ? entityFunctionality(fromEntity[0]) : declaration.functionality;
    const needed = fromEntity ? fromEntity[1] : (declaration.level ?? 'VIEW');
    if (functionality) {
      const level = levels.get(caller.name)![functionality];
      if (!isLevelActive(level, needed))
        return needed === 'EDIT' ? 'NO_PERMISSION_EDIT' : 'PERMISSION_DENIED';
    }
    return null;
  };

  const call = async (name: string, params: Record<string, string>, token?: string) => {
    const form = new URLSearchParams({ COMMAND: name, PARSER: 'JSON' });
    for (const [key, value] of Object.entries(params)) form.set(`CMD.${key}`, value);
    if (token) form.set('AUTH_TOKEN', token);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/command',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    // Blob answers (photos) are successes.
    if (!String(response.headers['content-type']).includes('application/json')) return null;
    return response.json<Envelope>().ROOT;
  };

  it.each(CALLERS.map((c) => [c.name, c] as const))('%s', async (_name, caller) => {
    const token = tokens.get(caller.name);
    const me = mes.get(caller.name) ?? { companyId: 0, personId: 0, userId: 0 };
    const mismatches: string[] = [];
    for (const name of NAMES) {
      const root = await call(name, COMMAND_SAMPLES[name]!(me), token);
      const code = root && root.RESULT !== '1' ? String(root.ERROR_CODE) : null;
      const expected = expectedRefusal(name, caller);
      const access = metadata.commands[name]!.access;
      const ok =
        access === 'session' && token
          ? root?.LOGIN_REQUEST !== true && code !== 'LOGIN_REQUIRED'
          : expected
            ? code === expected
            : code === null || !GATE_CODES.includes(code);
      if (!ok)
        mismatches.push(`${name} (${access}): expected ${expected ?? 'allowed'}, got ${code ?? 'success'}`);
      if (access === 'public') expect(root?.LOGIN_REQUEST ?? false).toBe(false);
    }
    expect(mismatches).toEqual([]);
  });
});
