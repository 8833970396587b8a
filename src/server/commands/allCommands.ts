import type { CommandDefinition } from './CommandDefinition';
import { addressCommands } from './address';
import { adminCommands } from './admin';
import { companyCommands } from './company';
import { documentsCommands } from './documents';
import { downloadsCommands } from './downloads';
import { employeesCommands } from './employees';
import { entitiesCommands } from './entities';
import { exportsCommands } from './exports';
import { formsCommands } from './forms';
import { imagesCommands } from './images';
import { invitesCommands } from './invites';
import { libraryCommands } from './library';
import { mapsCommands } from './maps';
import { planCommands } from './plan';
import { portalCommands } from './portal';
import { preferencesCommands } from './preferences';
import { profileCommands } from './profile';
import { recoveryCommands } from './recovery';
import { registrationCommands } from './registration';
import { formApprovalCommands } from './formApproval';
import { reportSettingsCommands } from './reportSettings';
import { rolesCommands } from './roles';
import { sessionCommands } from './session';
import { sharingCommands } from './sharing';
import { tasksCommands } from './tasks';
import { templatesCommands } from './templates';
import { trackerCommands } from './tracker';
import { workflowsCommands } from './workflows';
import { CommandRegistry } from './registry';

/** Every command of the product, by domain module (each domain's index.ts lists its own). */
const DOMAINS: CommandDefinition[][] = [
  addressCommands,
  adminCommands,
  companyCommands,
  documentsCommands,
  downloadsCommands,
  employeesCommands,
  entitiesCommands,
  exportsCommands,
  formsCommands,
  imagesCommands,
  invitesCommands,
  libraryCommands,
  mapsCommands,
  planCommands,
  portalCommands,
  preferencesCommands,
  profileCommands,
  recoveryCommands,
  registrationCommands,
  reportSettingsCommands,
  formApprovalCommands,
  rolesCommands,
  sessionCommands,
  sharingCommands,
  tasksCommands,
  templatesCommands,
  trackerCommands,
  workflowsCommands,
];

/**
 * A registry with every command of the product; a new command joins its domain's index.ts, a new domain joins
 * DOMAINS here (and each declares its access in metadata/commands.json, its params in schemas/commands/).
 */
export function allCommands(): CommandRegistry {
  const registry = new CommandRegistry();
  for (const command of DOMAINS.flat()) registry.register(command);
  return registry;
}
