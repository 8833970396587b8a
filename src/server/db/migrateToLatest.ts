import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as foundation from './migrations/0001_foundation';
import * as access from './migrations/0002_access';
import * as entities from './migrations/0003_entities';
import * as entityShares from './migrations/0004_entity_shares';
import * as portalLibraries from './migrations/0005_portal_libraries';
import * as employeesTemplates from './migrations/0006_employees_templates';
import * as entityRevisions from './migrations/0007_entity_revisions';
import * as forms from './migrations/0008_forms';
import * as documents from './migrations/0009_documents';
import * as tasks from './migrations/0010_tasks';
import * as jobs from './migrations/0011_jobs';
import * as taskFilling from './migrations/0012_task_filling';
import * as recurrentTasks from './migrations/0013_recurrent_tasks';
import * as downloads from './migrations/0014_downloads';
import * as approvalGroupKind from './migrations/0015_task_approval_group_kind';
import * as unaccent from './migrations/0016_unaccent';
import * as companyCanary from './migrations/0017_company_canary';
import * as images from './migrations/0018_images';
import * as workflows from './migrations/0019_workflows';
import * as outboxAttachments from './migrations/0020_outbox_attachments';
import * as reportSettings from './migrations/0021_report_settings';
import * as webhookAttachments from './migrations/0022_webhook_attachments';
import * as portalPdfDownloads from './migrations/0023_portal_pdf_downloads';
import * as formApprovalFlows from './migrations/0024_form_approval_flows';
import * as tracker from './migrations/0025_tracker';
import * as formRevisions from './migrations/0026_form_revisions';
import * as trackerLatest from './migrations/0027_tracker_latest';
import * as revisionRoundSummary from './migrations/0028_revision_round_summary';
import * as entityRecordXids from './migrations/0029_entity_record_xids';
import type { Database } from './Database';

/** Static list, so migrations bundle and run the same under tsx, vitest and a build; append, never edit. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_access': access,
  '0003_entities': entities,
  '0004_entity_shares': entityShares,
  '0005_portal_libraries': portalLibraries,
  '0006_employees_templates': employeesTemplates,
  '0007_entity_revisions': entityRevisions,
  '0008_forms': forms,
  '0009_documents': documents,
  '0010_tasks': tasks,
  '0011_jobs': jobs,
  '0012_task_filling': taskFilling,
  '0013_recurrent_tasks': recurrentTasks,
  '0014_downloads': downloads,
  '0015_task_approval_group_kind': approvalGroupKind,
  '0016_unaccent': unaccent,
  '0017_company_canary': companyCanary,
  '0018_images': images,
  '0019_workflows': workflows,
  '0020_outbox_attachments': outboxAttachments,
  '0021_report_settings': reportSettings,
  '0022_webhook_attachments': webhookAttachments,
  '0023_portal_pdf_downloads': portalPdfDownloads,
  '0024_form_approval_flows': formApprovalFlows,
  '0025_tracker': tracker,
  '0026_form_revisions': formRevisions,
  '0027_tracker_latest': trackerLatest,
  '0028_revision_round_summary': revisionRoundSummary,
  '0029_entity_record_xids': entityRecordXids,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema to the latest migration; throws with the failing migration's name.
 *
 * @example await migrateToLatest(db);
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  options: { schema?: string } = {},
): Promise<void> {
  // With several schemas on one server (tests), the migrator must look for its tables in ours only.
  const migrator = new Migrator({
    db,
    provider,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
