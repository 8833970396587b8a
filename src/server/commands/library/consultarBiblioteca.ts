import schema from '../../../../schemas/commands/ConsultarBiblioteca.schema.json';
import { defineCommand } from '../CommandDefinition';
import { fileLink } from './fileLink';
import type { LibraryRow } from '../../library/LibraryRow';
import { libraryAccessOptions } from '../../library/libraryAccessOptions';
import { libraryViewer } from '../../library/libraryViewer';
import { requireVisibleLibrary } from './requireVisibleLibrary';

/**
 * ConsultarBiblioteca (ID?, OPCOES?) → BIBLIOTECA {id, name, parentId, restricted, allowed {roles,
 * squads, employees}, path [{id, name}] (from the main library down to it), children [{id, name}],
 * files [{id, name, size, contentType, createdAt, share: {enabled, link} | null}]} and, with OPCOES,
 * OPCOES_ACESSO {roles, squads, employees} ([{id, name}]); LIBRARY VIEW. A library the caller may not
 * see is ENTITY_NOT_FOUND.
 */
export const consultarBiblioteca = defineCommand<{ ID?: number; OPCOES?: boolean }>({
  name: 'ConsultarBiblioteca',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await libraryViewer(ctx);
    const answer: Record<string, unknown> = {};
    if (params.ID !== undefined) {
      const { library, visible } = await requireVisibleLibrary(trx, viewer, params.ID);
      const path: Array<{ id: number; name: string }> = [];
      let step: LibraryRow | undefined = library;
      while (step && path.length < 50) {
        path.unshift({ id: step.id, name: step.name });
        step = step.parentId === null ? undefined : visible.get(step.parentId);
      }
      const files = await trx
        .selectFrom('library_files as f')
        .leftJoin('entity_shares as s', (j) =>
          j
            .onRef('s.company_id', '=', 'f.company_id')
            .on('s.entity', '=', 'libraryFile')
            .onRef('s.record_id', '=', 'f.id'),
        )
        .select(['f.id', 'f.name', 'f.size', 'f.content_type', 'f.created_at', 's.token', 's.enabled'])
        .where('f.company_id', '=', viewer.companyId)
        .where('f.library_id', '=', library.id)
        .orderBy('f.name')
        .orderBy('f.id')
        .execute();
      answer.BIBLIOTECA = {
        ...library,
        path,
        children: [...visible.values()]
          .filter((l) => l.parentId === library.id)
          .map((l) => ({ id: l.id, name: l.name })),
        files: files.map((f) => ({
          id: Number(f.id),
          name: f.name,
          size: Number(f.size),
          contentType: f.content_type,
          createdAt: new Date(f.created_at).toISOString(),
          share: f.token ? { enabled: !!f.enabled, link: fileLink(ctx.config.publicUrl, f.token) } : null,
        })),
      };
    }
    if (params.OPCOES)
      answer.OPCOES_ACESSO = await libraryAccessOptions(trx, viewer.companyId, ctx.metadata, ctx.t);
    return answer;
  },
});
