import type { Bench } from './BenchTarget';
import { benchTargets } from './benchTargets';
import { entities } from './entities';
import { formEngine } from './formEngine';
import { formFillBrowser } from './formFillBrowser';
import { loggedUser } from './loggedUser';
import { loginBundle } from './loginBundle';
import { recurrence } from './recurrence';
import { tasks } from './tasks';

/** Every bench, run in turn on every target; a new bench is a module in bench/ added here. */
const BENCHES: Bench[] = [loggedUser, entities, formEngine, formFillBrowser, tasks, recurrence];

// BENCH_ONLY=<words> runs only the benches whose name contains them (case-insensitive), e.g. "chromium".
const only = process.env.BENCH_ONLY?.toLowerCase();
const chosen = (name: string) => !only || name.toLowerCase().includes(only);

async function main(): Promise<void> {
  for (const target of benchTargets()) {
    for (const bench of BENCHES.filter((b) => chosen(b.name))) {
      console.log(`${bench.name} on ${target.name}`);
      for (const line of await bench.run(target)) console.log(line);
    }
  }
  // Not per storage target: what the login page downloads from the production build.
  if (chosen('login bundle')) for (const line of await loginBundle(process.cwd())) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
