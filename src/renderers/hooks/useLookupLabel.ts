import { useEffect, useState } from 'react';
import type { CommandFn } from '../../runtime/protocol/CommandFn';
import { useRuntime } from './useRuntime';

/** Labels asked once per command function (one per app), shared by every cell that shows the record. */
const caches = new WeakMap<CommandFn, Map<string, Promise<string>>>();

/**
 * Stores labels a list answer already carries (ListEntities LABELS), so its cells need no GetEntity.
 *
 * @example primeLookupLabels(command, 'client', 'name', { '12': 'Ótica Âmbar' });
 */
export function primeLookupLabels(
  command: CommandFn,
  entity: string,
  displayField: string,
  labels: Record<string, string>,
): void {
  let cache = caches.get(command);
  if (!cache) caches.set(command, (cache = new Map()));
  for (const [id, label] of Object.entries(labels))
    cache.set(`${entity}:${id}:${displayField}`, Promise.resolve(label));
}

function labelOf(command: CommandFn, entity: string, id: number, displayField: string): Promise<string> {
  let cache = caches.get(command);
  if (!cache) caches.set(command, (cache = new Map()));
  const key = `${entity}:${id}:${displayField}`;
  let label = cache.get(key);
  if (!label) {
    label = command<{ ITEM: Record<string, unknown> }>(
      'GetEntity',
      { ENTITY: entity, ID: id },
      { silent: true },
    )
      .then((answer) => String(answer.ITEM[displayField] ?? id))
      .catch(() => String(id));
    cache.set(key, label);
  }
  return label;
}

/**
 * The display text of the records a lookup value points at (one id or several), read with GetEntity
 * once per record and app; the ids themselves until answered.
 *
 * @example const text = useLookupLabel('client', 12, 'name') // 'Ótica Âmbar'
 */
export function useLookupLabel(entity: string, value: unknown, displayField: string): string {
  const { command } = useRuntime();
  const ids = (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');
  const key = ids.join(',');
  const [text, setText] = useState(key);
  useEffect(() => {
    let alive = true;
    const list = key ? key.split(',').map(Number) : [];
    void Promise.all(list.map((id) => labelOf(command, entity, id, displayField))).then(
      (labels) => alive && setText(labels.join(', ')),
    );
    return () => {
      alive = false;
    };
  }, [command, entity, displayField, key]);
  return text;
}
