import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Json } from './Json';

/** A tenant company with its plan, licences and settings (migration 0001; contact columns later). */
export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  owner_person_id: number | null;
  is_template: Generated<boolean>;
  segment_id: number | null;
  contact: string | null;
  amount_of_colaborators: string | null;
  customization: Json;
  /** The company logo (images.id), migration 0018. */
  logo_image_id: Generated<string | null>;
  plan_name: Generated<string>;
  plan_active: Generated<boolean>;
  trial: Generated<boolean>;
  trial_end: ColumnType<Date | null, Date | string | null, Date | string | null>;
  period_end: ColumnType<Date | null, Date | string | null, Date | string | null>;
  paid_licenses: Generated<number>;
  free_licenses: Generated<number>;
  created_at: DefaultTimestamp;
  missing_invoice_data: Generated<boolean>;
  integration_id: string | null;
  onboarding_completed: Generated<boolean>;
  /** Where WebhookTrigger events are POSTed; empty: none. */
  webhook_url: Generated<string>;
  /** Internal test accounts never fire webhooks. */
  is_internal_test: Generated<boolean>;
  cnpj: string | null;
  phone: string | null;
  /** Admin company limit of shared sub-user accesses per month (migration 0006); null: unlimited. */
  /** On the canary channel: tries releases first (migration 0017, ConsultarUsuarioLogado's IS_CANARY). */
  is_canary: Generated<boolean>;
  rotary_accesses_per_month: ColumnType<number | null, number | null | undefined, number | null>;
}
