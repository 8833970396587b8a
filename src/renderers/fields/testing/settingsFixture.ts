import enUS from '../../../../metadata/i18n/en-US.json';
import ptBR from '../../../../metadata/i18n/pt-BR.json';
import { createMemoryAdapter, type MemoryHandler } from '../../../adapters/memory/createMemoryAdapter';
import { createRuntime } from '../../../runtime/app/createRuntime';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { createTranslator } from '../../../runtime/i18n/createTranslator';
import { buildAppMetadata } from '../../../runtime/metadata/buildAppMetadata';
import { bundledMetadataFiles } from '../../../runtime/metadata/bundledMetadataFiles';
import { fieldTypeCatalogue } from '../../forms/fieldTypes/fieldTypeCatalogue';
import { fixtureUser } from '../../testing/fixtureUser';

const metadata = buildAppMetadata(bundledMetadataFiles());

/**
 * What the settings renderers' tests share: the field types' metadata, translations, the editor's default
 * labels, an empty model, and the app runtime over a memory adapter (picture uploads go through it).
 *
 * @example const field = formModelOps.newField(settingsFixture.empty, settingsFixture.types.nps, 'Nota', settingsFixture.labels);
 */
export const settingsFixture = {
  types: fieldTypeCatalogue(),
  i18n: createTranslator({ 'pt-BR': ptBR, 'en-US': enUS }),
  labels: { option: (n: number) => `Opção ${n}`, according: (id: string) => id, column: 'Coluna 1' },
  empty: { name: 'F', groups: [{ id: 'g', name: 'G', fields: [] }] } as FormModel,
  runtimeWith(handlers: Record<string, MemoryHandler> = {}) {
    const runtime = createRuntime({
      metadata,
      storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
      connectivity: window,
      makeCommand: (deps) => createMemoryAdapter(handlers, deps),
    });
    runtime.session.setState({
      status: 'authenticated',
      token: 'tok',
      user: fixtureUser,
      functionalities: {},
    });
    return runtime;
  },
};
