import { useContext } from 'react';
import { FillContext, type FillContextValue } from './FillContext';

/** The surrounding FormFiller's context; renderers are only used inside one. */
export function useFillContext(): FillContextValue {
  const value = useContext(FillContext);
  if (!value) throw new Error('useFillContext: a fill renderer was rendered outside a FormFiller');
  return value;
}
