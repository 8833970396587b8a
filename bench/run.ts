import type { Bench } from './BenchTarget';
import { benchTargets } from './benchTargets';
import { entities } from './entities';
import { formEngine } from './formEngine';
import { loggedUser } from './loggedUser';
import { loginBundle } from './loginBundle';
import { recurrence } from './recurrence';
import { tasks } from './tasks';

/** Every bench, run in turn on every target; a new bench is a module in bench/ added here. */
const BENCHES: Bench[] = [loggedUser, entities, formEngine, tasks, recurrence];

async function main(): Promise<void> {
  for (const target of benchTargets()) {
    for (const bench of BENCHES) {
      console.log(`${bench.name} on ${target.name}`);
      for (const line of await bench.run(target)) console.log(line);
    }
  }
  // Not per storage target: what the login page downloads from the production build.
  for (const line of await loginBundle(process.cwd())) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
