import { pesquisarEndereco } from './address/pesquisarEndereco';
import { adminUpdateCompanyPlan } from './admin/adminUpdateCompanyPlan';
import { checkNextPermission } from './admin/checkNextPermission';
import { consultarTodasEmpresasUsuarias } from './admin/consultarTodasEmpresasUsuarias';
import { getCommandsByFunctionality } from './admin/getCommandsByFunctionality';
import { getCustomizedPermissionsCompanies } from './admin/getCustomizedPermissionsCompanies';
import { getFunctionalities } from './admin/getFunctionalities';
import { getNextPermissionsAndLimits } from './admin/getNextPermissionsAndLimits';
import { saveCommandFunctionality } from './admin/saveCommandFunctionality';
import { saveFunctionalities } from './admin/saveFunctionalities';
import { updateCompanyNextPermissions } from './admin/updateCompanyNextPermissions';
import { updatePlanNextPermissions } from './admin/updatePlanNextPermissions';
import { verifyIfBillingIntegrationIdAlreadyExists } from './admin/verifyIfBillingIntegrationIdAlreadyExists';
import { consultarDadosEmpresa } from './company/consultarDadosEmpresa';
import { salvarDadosEmpresa } from './company/salvarDadosEmpresa';
import { consultarFuncionalidadesEmpresa } from './company/consultarFuncionalidadesEmpresa';
import { consultarColaboradoresFlow } from './employees/consultarColaboradoresFlow';
import { salvarFuncionalidadesEmpresa } from './company/salvarFuncionalidadesEmpresa';
import { consultarClientesPorPalavra } from './entities/consultarClientesPorPalavra';
import { consultarEquipesVersionadas } from './entities/consultarEquipesVersionadas';
import { consultarFamilias } from './entities/consultarFamilias';
import { consultarItens } from './entities/consultarItens';
import { consultarParquesServico } from './entities/consultarParquesServico';
import { consultarPontosServicos } from './entities/consultarPontosServicos';
import { consultarTiposPontosServicos } from './entities/consultarTiposPontosServicos';
import { consultarUnidadesSimples } from './entities/consultarUnidadesSimples';
import { deleteEntity } from './entities/deleteEntity';
import { getEntity } from './entities/getEntity';
import { listEntities } from './entities/listEntities';
import { saveEntities } from './entities/saveEntities';
import { saveEntity } from './entities/saveEntity';
import { checkIfHasLimit } from './plan/checkIfHasLimit';
import { compartilharAtivo } from './sharing/compartilharAtivo';
import { consultarAtivoPublico } from './sharing/consultarAtivoPublico';
import { getCompanyPlanFromBackend } from './plan/getCompanyPlanFromBackend';
import { saveUserTourSettings } from './plan/saveUserTourSettings';
import { webhookTrigger } from './plan/webhookTrigger';
import { changePassword } from './profile/changePassword';
import { consultarFotoPessoa } from './profile/consultarFotoPessoa';
import { saveProfile } from './profile/saveProfile';
import { saveProfilePhoto } from './profile/saveProfilePhoto';
import { checkRecoveryCode } from './recovery/checkRecoveryCode';
import { recoverPassword } from './recovery/recoverPassword';
import { requestPasswordRecovery } from './recovery/requestPasswordRecovery';
import { completeOnboarding } from './registration/completeOnboarding';
import { consultarOpcoesQuantidadeColaboradores } from './registration/consultarOpcoesQuantidadeColaboradores';
import { registerCompany } from './registration/registerCompany';
import { CommandRegistry } from './registry';
import { consultarGrupoPermissoes } from './roles/consultarGrupoPermissoes';
import { consultarGruposUsuario } from './roles/consultarGruposUsuario';
import { excluirGrupoPermissoes } from './roles/excluirGrupoPermissoes';
import { salvarGrupoPermissoes } from './roles/salvarGrupoPermissoes';
import { consultarUsuarioLogado } from './session/consultarUsuarioLogado';
import { login } from './session/login';
import { logout } from './session/logout';

/** Every command of the product, by domain module. */
const COMMANDS = [
  // session and account
  login,
  logout,
  consultarUsuarioLogado,
  requestPasswordRecovery,
  checkRecoveryCode,
  recoverPassword,
  saveProfile,
  changePassword,
  saveProfilePhoto,
  consultarFotoPessoa,
  // plan, tour, limits, webhooks
  saveUserTourSettings,
  getCompanyPlanFromBackend,
  checkIfHasLimit,
  webhookTrigger,
  // roles (permission groups)
  consultarGruposUsuario,
  consultarGrupoPermissoes,
  salvarGrupoPermissoes,
  excluirGrupoPermissoes,
  // company data
  consultarDadosEmpresa,
  salvarDadosEmpresa,
  consultarFuncionalidadesEmpresa,
  salvarFuncionalidadesEmpresa,
  // platform administrator
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
  // registration
  registerCompany,
  consultarOpcoesQuantidadeColaboradores,
  completeOnboarding,
  // entities (generic commands and the spec's lookups)
  listEntities,
  getEntity,
  saveEntity,
  deleteEntity,
  saveEntities,
  consultarClientesPorPalavra,
  consultarUnidadesSimples,
  consultarFamilias,
  consultarItens,
  consultarEquipesVersionadas,
  consultarParquesServico,
  consultarPontosServicos,
  consultarTiposPontosServicos,
  // employees
  consultarColaboradoresFlow,
  // address search
  pesquisarEndereco,
  // public sharing
  compartilharAtivo,
  consultarAtivoPublico,
];

/**
 * A registry with every command of the product; a new domain module adds its commands here (and declares
 * their access in metadata/commands.json, and their params in schemas/commands/).
 */
export function allCommands(): CommandRegistry {
  const registry = new CommandRegistry();
  for (const command of COMMANDS) registry.register(command);
  return registry;
}
