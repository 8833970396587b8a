import type Ajv from 'ajv';
import type { Level } from '../../runtime/access/Level';
import type { PlansMetadata } from '../../runtime/plans/PlansMetadata';

export interface CommandAccess {
  access: 'public' | 'session' | 'user' | 'admin';
  functionality?: string;
  level?: 'EDIT' | 'VIEW';
  /** Narrows a `user` command to the company administrator (group 158 or owner) or the company owner. */
  role?: 'companyAdmin' | 'companyOwner' | 'templateCompany';
  timeoutMs?: number;
  /** Accepts bodies up to CAMPO_BULK_BODY_LIMIT_MB instead of CAMPO_BODY_LIMIT_KB (imports). */
  bulk?: boolean;
  /** A public page's command: limited per client address to CAMPO_PUBLIC_RATE_LIMIT per minute. */
  publicPage?: boolean;
  /** ENTITY: the handler checks the functionality of the entity it works on (entity commands). */
  functionalityFrom?: 'ENTITY';
}

export interface CompanyWideGroup {
  id: number;
  key: string;
  label: string;
  flag: 'isCompanyAdmin' | 'isCompanySupervisor' | 'isCompanyOperator' | 'isViewer';
  defaultLevel: Level;
  levels: Record<string, Level>;
}

export interface FunctionalityDefinition {
  code: string;
  category: string;
  neverActive?: boolean;
  toggle?: boolean;
}

/** Validated metadata the server needs, parsed once at start. */
export interface ServerMetadata {
  ajv: Ajv;
  commands: Record<string, CommandAccess>;
  companyWideGroups: CompanyWideGroup[];
  functionalities: FunctionalityDefinition[];
  plans: PlansMetadata;
  messages: Record<string, object>;
  /** Every file read, by path from the project root. */
  files: Record<string, unknown>;
}
