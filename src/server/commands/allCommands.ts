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
import { alterarStatusColaborador } from './employees/alterarStatusColaborador';
import { alterarStatusUsuarioRotativo } from './employees/alterarStatusUsuarioRotativo';
import { consultarColaborador } from './employees/consultarColaborador';
import { consultarGruposPermissoes } from './employees/consultarGruposPermissoes';
import { excluirUsuarioRotativo } from './employees/excluirUsuarioRotativo';
import { listarColaboradores } from './employees/listarColaboradores';
import { listarUsuariosRotativos } from './employees/listarUsuariosRotativos';
import { salvarColaborador } from './employees/salvarColaborador';
import { salvarUsuarioRotativo } from './employees/salvarUsuarioRotativo';
import { aceitarConvite } from './invites/aceitarConvite';
import { consultarConvite } from './invites/consultarConvite';
import { enviarConvites } from './invites/enviarConvites';
import { excluirConvite } from './invites/excluirConvite';
import { listarConvites } from './invites/listarConvites';
import { reenviarConvite } from './invites/reenviarConvite';
import { consultarImagensInformativasTemplate } from './templates/consultarImagensInformativasTemplate';
import { consultarModeloTemplate } from './templates/consultarModeloTemplate';
import { consultarTemplate } from './templates/consultarTemplate';
import { excluirCategoriaTemplate } from './templates/excluirCategoriaTemplate';
import { excluirTemplate } from './templates/excluirTemplate';
import { listarCategoriasTemplate } from './templates/listarCategoriasTemplate';
import { listarTemplates } from './templates/listarTemplates';
import { salvarCategoriaTemplate } from './templates/salvarCategoriaTemplate';
import { salvarTemplate } from './templates/salvarTemplate';
import { usarModeloTemplate } from './templates/usarModeloTemplate';
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
import { saveEntities } from '../entities/saveEntities';
import { saveEntity } from './entities/saveEntity';
import { checkIfHasLimit } from './plan/checkIfHasLimit';
import { compartilharAtivo } from './sharing/compartilharAtivo';
import { consultarAtivoPublico } from './sharing/consultarAtivoPublico';
import { baixarArquivoBiblioteca } from './library/baixarArquivoBiblioteca';
import { baixarArquivoPublico } from './library/baixarArquivoPublico';
import { compartilharArquivoBiblioteca } from './library/compartilharArquivoBiblioteca';
import { consultarArquivoPublico } from './library/consultarArquivoPublico';
import { consultarBiblioteca } from './library/consultarBiblioteca';
import { enviarArquivoBiblioteca } from './library/enviarArquivoBiblioteca';
import { excluirArquivoBiblioteca } from './library/excluirArquivoBiblioteca';
import { excluirBiblioteca } from './library/excluirBiblioteca';
import { listarBibliotecas } from './library/listarBibliotecas';
import { salvarBiblioteca } from './library/salvarBiblioteca';
import { consultarImagemPortalCliente } from './portal/consultarImagemPortalCliente';
import { consultarImagemPortalPublico } from './portal/consultarImagemPortalPublico';
import { consultarPortalCliente } from './portal/consultarPortalCliente';
import { consultarPortalPublico } from './portal/consultarPortalPublico';
import { salvarPortalCliente } from './portal/salvarPortalCliente';
import { consultarCompartilhamentoAtivo } from './sharing/consultarCompartilhamentoAtivo';
import { consultarConfiguracaoMapa } from './maps/consultarConfiguracaoMapa';
import { getCompanyPlanFromBackend } from './plan/getCompanyPlanFromBackend';
import { saveUserTourSettings } from './plan/saveUserTourSettings';
import { saveListColumns } from './preferences/saveListColumns';
import { adminSaveEntities } from './admin/adminSaveEntities';
import { adminCriarColaboradores } from './admin/adminCriarColaboradores';
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
import { baixarArquivoDocumento } from './documents/baixarArquivoDocumento';
import { consultarDocumento } from './documents/consultarDocumento';
import { enviarArquivoDocumento } from './documents/enviarArquivoDocumento';
import { listarDocumentos } from './documents/listarDocumentos';
import { salvarDocumento } from './documents/salvarDocumento';
import { alterarAtividades } from './tasks/alterarAtividades';
import { aprovarAtividade } from './tasks/aprovarAtividade';
import { consultarAprovacoes } from './tasks/consultarAprovacoes';
import { consultarMensagensAprovacao } from './tasks/consultarMensagensAprovacao';
import { enviarMensagemAprovacao } from './tasks/enviarMensagemAprovacao';
import { reprovarAtividade } from './tasks/reprovarAtividade';
import { consultarAtividade } from './tasks/consultarAtividade';
import { consultarAtividadeRecorrente } from './tasks/consultarAtividadeRecorrente';
import { consultarAtividadesFlowV2 } from './tasks/consultarAtividadesFlowV2';
import { consultarAtividadesRecorrentes } from './tasks/consultarAtividadesRecorrentes';
import { excluirAtividadeRecorrente } from './tasks/excluirAtividadeRecorrente';
import { excluirAtividades } from './tasks/excluirAtividades';
import { salvarAtividade } from './tasks/salvarAtividade';
import { salvarAtividadeRecorrente } from './tasks/salvarAtividadeRecorrente';
import { salvarAtividades } from './tasks/salvarAtividades';
import { salvarAtividadesRecorrentes } from './tasks/salvarAtividadesRecorrentes';
import { listarModelos } from './forms/listarModelos';
import { consultarModeloDocumento } from './forms/consultarModeloDocumento';
import { consultarAtributosIdEsquemaAtributos } from './forms/consultarAtributosIdEsquemaAtributos';
import { consultarModeloCopia } from './forms/consultarModeloCopia';
import { salvarModelo } from './forms/salvarModelo';
import { enviarImagemModelo } from './forms/enviarImagemModelo';
import { baixarImagemModelo } from './forms/baixarImagemModelo';
import { abrirEdicaoModelo } from './forms/abrirEdicaoModelo';
import { consultarEdicaoModelo } from './forms/consultarEdicaoModelo';
import { fecharEdicaoModelo } from './forms/fecharEdicaoModelo';
import { arquivarModelo } from './forms/arquivarModelo';
import { desarquivarModelo } from './forms/desarquivarModelo';
import { excluirModelo } from './forms/excluirModelo';
import { restaurarModelo } from './forms/restaurarModelo';
import { clonarModelo } from './forms/clonarModelo';
import { moverModelo } from './forms/moverModelo';
import { salvarPermissoesModelo } from './forms/salvarPermissoesModelo';
import { salvarPasta } from './forms/salvarPasta';
import { excluirPasta } from './forms/excluirPasta';
import { salvarPermissoesPasta } from './forms/salvarPermissoesPasta';
import { CommandRegistry } from './registry';
import { consultarGrupoPermissoes } from './roles/consultarGrupoPermissoes';
import { consultarGruposUsuario } from './roles/consultarGruposUsuario';
import { excluirGrupoPermissoes } from './roles/excluirGrupoPermissoes';
import { salvarGrupoPermissoes } from './roles/salvarGrupoPermissoes';
import { consultarUsuarioLogado } from './session/consultarUsuarioLogado';
import { login } from './session/login';
import { logout } from './session/logout';
import { baixarDownload } from './downloads/baixarDownload';
import { consultarDownloads } from './downloads/consultarDownloads';
import { solicitarDownload } from './downloads/solicitarDownload';

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
  saveListColumns,
  adminSaveEntities,
  adminCriarColaboradores,
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
  listarColaboradores,
  consultarColaborador,
  salvarColaborador,
  alterarStatusColaborador,
  consultarGruposPermissoes,
  // employee invites
  enviarConvites,
  listarConvites,
  reenviarConvite,
  excluirConvite,
  consultarConvite,
  aceitarConvite,
  // shared (rotary) sub-users
  listarUsuariosRotativos,
  salvarUsuarioRotativo,
  alterarStatusUsuarioRotativo,
  excluirUsuarioRotativo,
  // templates (template company) and use-template links
  listarCategoriasTemplate,
  salvarCategoriaTemplate,
  excluirCategoriaTemplate,
  listarTemplates,
  consultarTemplate,
  salvarTemplate,
  excluirTemplate,
  consultarModeloTemplate,
  consultarImagensInformativasTemplate,
  usarModeloTemplate,
  // address search
  pesquisarEndereco,
  // libraries and their public files
  listarBibliotecas,
  consultarBiblioteca,
  salvarBiblioteca,
  excluirBiblioteca,
  enviarArquivoBiblioteca,
  excluirArquivoBiblioteca,
  baixarArquivoBiblioteca,
  compartilharArquivoBiblioteca,
  consultarArquivoPublico,
  baixarArquivoPublico,
  // client portal
  consultarPortalCliente,
  salvarPortalCliente,
  consultarImagemPortalCliente,
  consultarPortalPublico,
  consultarImagemPortalPublico,
  // public sharing
  compartilharAtivo,
  consultarAtivoPublico,
  consultarCompartilhamentoAtivo,
  // maps
  consultarConfiguracaoMapa,
  // form models and folders
  listarModelos,
  consultarModeloDocumento,
  consultarAtributosIdEsquemaAtributos,
  consultarModeloCopia,
  salvarModelo,
  enviarImagemModelo,
  baixarImagemModelo,
  abrirEdicaoModelo,
  consultarEdicaoModelo,
  fecharEdicaoModelo,
  arquivarModelo,
  desarquivarModelo,
  excluirModelo,
  restaurarModelo,
  clonarModelo,
  moverModelo,
  salvarPermissoesModelo,
  salvarPasta,
  excluirPasta,
  salvarPermissoesPasta,
  // documents (filled forms)
  enviarArquivoDocumento,
  baixarArquivoDocumento,
  salvarDocumento,
  consultarDocumento,
  listarDocumentos,
  // tasks (activities)
  salvarAtividade,
  consultarAtividade,
  consultarAtividadesFlowV2,
  excluirAtividades,
  alterarAtividades,
  salvarAtividadeRecorrente,
  salvarAtividades,
  salvarAtividadesRecorrentes,
  consultarAtividadeRecorrente,
  consultarAtividadesRecorrentes,
  excluirAtividadeRecorrente,
  aprovarAtividade,
  reprovarAtividade,
  consultarAprovacoes,
  enviarMensagemAprovacao,
  consultarMensagensAprovacao,
  // the downloads queue of tasks
  solicitarDownload,
  consultarDownloads,
  baixarDownload,
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
