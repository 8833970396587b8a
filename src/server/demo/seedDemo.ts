import { analyzeTables } from '../db/analyzeTables';
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../security/passwordHash';
import type { Database } from '../db/Database';
import type { FileStorage } from '../storage/FileStorage';
import { seedDemoApprovalFlows } from './seedDemoApprovalFlows';
import { seedDemoEntities } from './seedDemoEntities';
import { seedDemoFormRevisions } from './seedDemoFormRevisions';
import { seedDemoForms } from './seedDemoForms';
import { seedDemoTasks } from './seedDemoTasks';
import { seedDemoTrackers } from './seedDemoTrackers';
import { DEMO_COMPANIES } from './demoCompanies';
import { DEMO_PASSWORD } from './demoPassword';
import type { DemoUser } from './DemoUser';
import { seedTemplateCompany } from './seedTemplateCompany';
import { TEMPLATE_LOGIN } from './templateLogin';

async function loginExists(trx: Transaction<Database>, login: string): Promise<boolean> {
  return (
    (await trx.selectFrom('user_logins').select('login').where('login', '=', login).executeTakeFirst()) !==
    undefined
  );
}

async function addUser(
  trx: Transaction<Database>,
  companyId: number,
  user: DemoUser,
  password: string,
  userId?: number,
): Promise<{ personId: number }> {
  const person = await trx
    .insertInto('persons')
    .values({ company_id: companyId, name: user.name, email: user.login.includes('@') ? user.login : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Each user is hashed on its own: equal passwords must still get different salts.
  const created = await trx
    .insertInto('users')
    .values({
      company_id: companyId,
      ...(userId ? { id: userId } : {}),
      person_id: person.id,
      login: user.login,
      password_hash: await hashPassword(password),
      is_shared: user.shared ?? false,
      customization: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_logins')
    .values({ login: user.login, company_id: companyId, user_id: created.id })
    .execute();
  for (const groupId of user.groups)
    await trx
      .insertInto('user_groups')
      .values({ company_id: companyId, user_id: created.id, group_id: groupId })
      .execute();
  return { personId: person.id };
}

/**
 * Creates the platform administrator (user id 1, login `admin`, in platform company 1) and, when `demo`,
 * the demo companies Demo and Outra with one user per role. Idempotent: what exists is left alone.
 * Returns the logins created or already present, to print at start. `storage` (the app's FileStorage)
 * receives the demo tasks' photos; without it they have none.
 *
 * @example const logins = await seedDemo(db, { demo: true, adminPassword: 'Campo@2026', storage });
 */
export async function seedDemo(
  db: Kysely<Database>,
  options: { demo: boolean; adminPassword: string; storage?: FileStorage },
): Promise<string[]> {
  let seeded = false;
  const logins = await db.transaction().execute(async (trx) => {
    const logins = ['admin'];
    if (!(await loginExists(trx, 'admin'))) {
      await trx
        .insertInto('companies')
        .values({ id: 1, name: 'Campo', customization: '{}', trial: false, plan_name: 'ENTERPRISE' })
        .execute();
      const { personId } = await addUser(
        trx,
        1,
        { login: 'admin', name: 'Administrador da plataforma', groups: [] },
        options.adminPassword,
        1,
      );
      await trx.updateTable('companies').set({ owner_person_id: personId }).where('id', '=', 1).execute();
    }
    if (!options.demo) return logins;
    for (const company of DEMO_COMPANIES) {
      logins.push(...company.users.map((u) => u.login));
      if (await loginExists(trx, company.users[0]!.login)) continue;
      seeded = true;
      const { id: companyId } = await trx
        .insertInto('companies')
        .values({
          name: company.name,
          segment_id: company.segmentId,
          contact: company.contact,
          amount_of_colaborators: '5-9',
          customization: '{}',
          onboarding_completed: true,
          webhook_url: '',
          ...company.plan(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const user of company.users) {
        const { personId } = await addUser(trx, companyId, user, DEMO_PASSWORD);
        if (user.owner)
          await trx
            .updateTable('companies')
            .set({ owner_person_id: personId })
            .where('id', '=', companyId)
            .execute();
      }
    }
    await seedDemoEntities(trx);
    await seedDemoForms(trx);
    await seedDemoApprovalFlows(trx);
    await seedDemoTasks(trx, new Date(), options.storage);
    await seedDemoTrackers(trx, new Date());
    await seedDemoFormRevisions(trx, new Date());
    logins.push(TEMPLATE_LOGIN);
    await seedTemplateCompany(trx, async (companyId) => {
      const owner = { login: TEMPLATE_LOGIN, name: 'Equipe de Modelos', groups: [158] };
      return (await addUser(trx, companyId, owner, DEMO_PASSWORD)).personId;
    });
    return logins;
  });
  // A database just filled has no planner statistics yet (analyzeTables says what that cost).
  if (seeded) await analyzeTables(db);
  return logins;
}
