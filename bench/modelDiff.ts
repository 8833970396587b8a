import { loadavg } from 'node:os';
import { diffFormModels } from '../src/runtime/forms/approval/diffFormModels';
import { generateFormModel, seededRandom } from '../src/runtime/forms/generateFormModel';
import { editFormModel } from '../src/runtime/testing/editFormModel';
import type { Bench } from './BenchTarget';
import { percentile } from './benchSupport';

const RUNS = Number(process.env.BENCH_DIFF_RUNS || 200);
const CHANGES = Number(process.env.BENCH_DIFF_CHANGES || 50);
const TARGET_MS = 50;

const ms = (value: number) => `${value < 1 ? value.toFixed(3) : value.toFixed(2)} ms`;

let measured = false;

/**
 * The diff of two versions of a form model (src/runtime/forms/approval, the form approval review's
 * adjustments): a generated 1,000-field form (300 rules, 200 formulas) and a copy with 50 random field
 * edits (renames, required, hints, scores, formulas, options, rules, moves, removals, new fields). Each run
 * diffs fresh copies of both versions (as two versions read from the database: no object shared), so no
 * run profits from another's objects. Target: median < 50 ms.
 * Needs no database: measured once, on the first target run (whichever it is).
 */
export const modelDiff: Bench = {
  name: 'Form model versions diff (1,000 fields, 50 changes)',
  async run() {
    if (measured) return ['  (no database involved: measured once, on the first target)'];
    measured = true;
    const { model } = generateFormModel({ fields: 1000, rules: 300, formulas: 200, seed: 21 });
    const { model: next } = editFormModel(model, seededRandom(22), CHANGES);
    const pairs = Array.from(
      { length: RUNS + 20 },
      () => [structuredClone(model), structuredClone(next)] as const,
    );
    const times: number[] = [];
    let adjustments = 0;
    pairs.forEach(([before, after], run) => {
      const started = performance.now();
      adjustments = diffFormModels(before, after).length;
      if (run >= 20) times.push(performance.now() - started); // the first runs warm the JIT up
    });
    times.sort((a, b) => a - b);
    const median = percentile(times, 50);
    return [
      `  ${adjustments} adjustments, ${RUNS} runs: median ${ms(median)}, p95 ${ms(percentile(times, 95))}, max ${ms(times[times.length - 1]!)} (target median < ${TARGET_MS} ms: ${median < TARGET_MS ? 'met' : 'NOT met'}); load average ${loadavg()[0]!.toFixed(1)}`,
    ];
  },
};
