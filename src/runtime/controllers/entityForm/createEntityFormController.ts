import { createStore, type StoreApi } from 'zustand/vanilla';
import type { EntityField, EntityMeta } from '../../entities/EntityMeta';
import { normalizeEntityData } from '../../entities/normalizeEntityData';
import { rowsFromRecord } from '../../entities/rowsFromRecord';
import { isNotFoundError } from '../../errors/isNotFoundError';
import { CommandError } from '../../protocol/CommandError';
import type { CommandFn } from '../../protocol/CommandFn';

type Data = Record<string, unknown>;

/** A server refusal's message for one field (SaveEntity's FIELD_ERRORS: `address.cep`, `assets.1.name`). */
export interface EntityFieldMessage {
  field: string;
  message: string;
}

export interface EntityFormState {
  /** The record as the form holds it; undefined while loading. */
  data: Data | undefined;
  /** The version read, sent back with the save. */
  version: number | undefined;
  /** STALE_VERSION's message, shown with a reload button; what the user typed stays. */
  stale: string | undefined;
  /** The last refusal's messages per field. */
  fieldErrors: EntityFieldMessage[];
  saving: boolean;
  /** GetEntity answered that the record is not there (or not the company's): the page says so. */
  notFound: boolean;
  /** GetEntity for an edit (also the reload after STALE_VERSION), or the record to clone. */
  load: () => Promise<void>;
  setData: (data: Data) => void;
  /** SaveEntity with the version read; answers true when saved. */
  save: (data: Data) => Promise<boolean>;
  /**
   * ConsultarCep: fills the address field `addressKey` (street, district, city, state, country) from its
   * CEP, keeping the number and complement typed; answers the sentence to show under the CEP (filled,
   * not found, provider unreachable: type it by hand).
   */
  lookupCep: (addressKey: string, cep: string) => Promise<string>;
}

/** ConsultarCep's answer. */
interface CepAnswer {
  ENDERECO: Record<string, string> | null;
  MENSAGEM: string;
}

export interface EntityFormOptions {
  command: CommandFn;
  t: (key: string) => string;
  entity: EntityMeta;
  /** The record being edited; absent for a new one. */
  id?: number;
  /** "Clonar" (metadata `clone`): a new record starting from this one's data. */
  cloneOf?: number;
}

/** Keys the server keeps, never sent back as data. */
const OWN_KEYS = ['id', 'version', 'createdAt', 'updatedAt'];

/**
 * The data of any metadata entity's new and edit pages: GetEntity (or the record to clone, its unique
 * values left out and its title suffixed), SaveEntity with the VERSION read, and the refusals: FIELD_ERRORS
 * per field, STALE_VERSION keeping what was typed. Headless: the screen renders the rjsf form.
 *
 * @example
 * const form = createEntityFormController({ command, t, entity, id: 4 });
 * await form.getState().load(); const saved = await form.getState().save(form.getState().data!);
 */
export function createEntityFormController(options: EntityFormOptions): StoreApi<EntityFormState> {
  const { command, t, entity, id, cloneOf } = options;

  const loadRecord = async (recordId: number) => {
    return command<{ ITEM: Data; VERSION: number }>(
      'GetEntity',
      { ENTITY: entity.name, ID: recordId },
      { silentOnSuccess: true, silentNotFound: true },
    );
  };

  return createStore<EntityFormState>((set, get) => {
    // A list with `rowsFrom` (an asset's attributes): the chosen record (its type) gives its rows.
    const fillRows = async (key: string, from: NonNullable<EntityField['rowsFrom']>, chosen: unknown) => {
      const lookup = entity.fields.find((f) => f.key === from.lookup);
      if (typeof chosen !== 'number' || !lookup?.entity) return;
      let record: Data;
      try {
        record = (
          await command<{ ITEM: Data }>(
            'GetEntity',
            { ENTITY: lookup.entity, ID: chosen },
            { silentOnSuccess: true },
          )
        ).ITEM;
      } catch {
        return;
      }
      const data = get().data;
      // Another choice made meanwhile wins.
      if (!data || data[from.lookup] !== chosen) return;
      const rows = Array.isArray(data[key]) ? (data[key] as Data[]) : [];
      set({ data: { ...data, [key]: rowsFromRecord(record, from.path, from.key, rows) } });
    };

    return {
      data: id === undefined && cloneOf === undefined ? {} : undefined,
      version: undefined,
      stale: undefined,
      fieldErrors: [],
      saving: false,
      notFound: false,

      async load() {
        if (id !== undefined) {
          try {
            const answer = await loadRecord(id);
            set({
              data: Object.fromEntries(Object.entries(answer.ITEM).filter(([k]) => !OWN_KEYS.includes(k))),
              version: answer.VERSION,
              stale: undefined,
            });
          } catch (error) {
            // The adapter showed why; a missing record ends the wait (any other refusal: reload to retry).
            if (isNotFoundError(error)) set({ notFound: true });
          }
          return;
        }
        if (cloneOf === undefined) return;
        try {
          const answer = await loadRecord(cloneOf);
          // Unique values would be refused as duplicates; the title stays, made different by the suffix.
          const unique = new Set(
            entity.fields.filter((f) => f.unique && f.key !== entity.titleField).map((f) => f.key),
          );
          const copy = Object.fromEntries(
            Object.entries(answer.ITEM).filter(([k]) => !OWN_KEYS.includes(k) && !unique.has(k)),
          );
          const titled = copy[entity.titleField];
          if (typeof titled === 'string')
            copy[entity.titleField] = `${titled} ${t('entityPages.copySuffix')}`;
          set({ data: copy });
        } catch {
          set({ data: {} });
        }
      },

      setData(data) {
        const before = get().data;
        set({ data });
        for (const field of entity.fields) {
          const from = field.rowsFrom;
          if (!from || data[from.lookup] === before?.[from.lookup]) continue;
          void fillRows(field.key, from, data[from.lookup]);
        }
      },

      async lookupCep(addressKey, cep) {
        let answer: CepAnswer;
        try {
          answer = await command<CepAnswer>('ConsultarCep', { CEP: cep }, { silentOnSuccess: true });
        } catch (error) {
          // Our own server unreachable (offline) reads as the provider's: the user types the address.
          return error instanceof CommandError ? error.message : t('server.cep.unavailable');
        }
        if (answer.ENDERECO) {
          const data = get().data ?? {};
          const current = (data[addressKey] ?? {}) as Data;
          const found = Object.fromEntries(Object.entries(answer.ENDERECO).filter(([, v]) => v !== ''));
          set({ data: { ...data, [addressKey]: { ...current, ...found } } });
        }
        return answer.MENSAGEM;
      },

      async save(data) {
        set({ saving: true, fieldErrors: [] });
        try {
          await command('SaveEntity', {
            ENTITY: entity.name,
            DATA: normalizeEntityData(data) as Data,
            ...(id !== undefined ? { ID: id, VERSION: get().version } : {}),
          });
          return true;
        } catch (error) {
          if (error instanceof CommandError) {
            if (error.code === 'STALE_VERSION') set({ stale: error.message });
            const fieldErrors = error.answer.FIELD_ERRORS as EntityFieldMessage[] | undefined;
            if (fieldErrors?.length) set({ fieldErrors });
          }
          return false;
        } finally {
          set({ saving: false });
        }
      },
    };
  });
}
