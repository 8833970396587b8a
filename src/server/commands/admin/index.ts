import type { CommandDefinition } from '../CommandDefinition';
import { adminCriarColaboradores } from './adminCriarColaboradores';
import { adminSaveEntities } from './adminSaveEntities';
import { adminUpdateCompanyPlan } from './adminUpdateCompanyPlan';
import { checkNextPermission } from './checkNextPermission';
import { consultarTodasEmpresasUsuarias } from './consultarTodasEmpresasUsuarias';
import { getCommandsByFunctionality } from './getCommandsByFunctionality';
import { getCustomizedPermissionsCompanies } from './getCustomizedPermissionsCompanies';
import { getFunctionalities } from './getFunctionalities';
import { getNextPermissionsAndLimits } from './getNextPermissionsAndLimits';
import { saveCommandFunctionality } from './saveCommandFunctionality';
import { saveFunctionalities } from './saveFunctionalities';
import { updateCompanyNextPermissions } from './updateCompanyNextPermissions';
import { updatePlanNextPermissions } from './updatePlanNextPermissions';
import { verifyIfBillingIntegrationIdAlreadyExists } from './verifyIfBillingIntegrationIdAlreadyExists';

/** The commands of platform administrator and bulk admin pages, registered by allCommands. */
export const adminCommands: CommandDefinition[] = [
  adminSaveEntities,
  adminCriarColaboradores,
  getFunctionalities,
  saveFunctionalities,
  updatePlanNextPermissions,
  updateCompanyNextPermissions,
  checkNextPermission,
  getNextPermissionsAndLimits,
  getCustomizedPermissionsCompanies,
  consultarTodasEmpresasUsuarias,
  adminUpdateCompanyPlan,
  verifyIfBillingIntegrationIdAlreadyExists,
  getCommandsByFunctionality,
  saveCommandFunctionality,
];
