import { useEffect, useMemo, useState } from 'react';
import { compileFormModel, isCompiled } from '../../../runtime/forms/compileFormModel';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { formulaMath } from '../../../runtime/forms/formulaMath';
import { yieldToMain } from '../../../runtime/startup/yieldToMain';

/**
 * Whether a form model may be drawn now. A model of more than `bigFrom` fields is first prepared in
 * tasks of their own: the formula sandbox made, then the model compiled (compileFormModel keeps it), so
 * the render that draws its first fields does not also carry them (issue 13: no task over 50 ms while a
 * 1,000-field form opens; together they were some 75 ms of one task). A small or already compiled model
 * is drawn at once.
 *
 * @example if (!usePreparedModel(model, 20)) return <Box aria-busy="true" />;
 */
export function usePreparedModel(model: FormModel, bigFrom: number): boolean {
  const big = useMemo(
    () => model.groups.reduce((n, g) => n + g.fields.length, 0) > bigFrom,
    [model, bigFrom],
  );
  const [prepared, setPrepared] = useState<FormModel | null>(null);
  const ready = !big || prepared === model || isCompiled(model);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void (async () => {
      await yieldToMain();
      if (!live) return;
      formulaMath.warm();
      await yieldToMain();
      if (!live) return;
      try {
        compileFormModel(model);
      } catch {
        // Drawn anyway: the filler compiles it again and shows the error.
      }
      if (live) setPrepared(model);
    })();
    return () => {
      live = false;
    };
  }, [model, ready]);
  return ready;
}
