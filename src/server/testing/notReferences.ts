const READ_FILTER =
  'a filter of a read: matched only against rows of the caller’s company (company_id in the query); nothing is written';
const ADMIN = 'a platform administrator’s command: it names the company to act on by design';
const CATALOGUE =
  'a template of the shared catalogue (the template company), open to every company by design';
const TEMPLATE_COMPANY =
  'a command of the template company only (role templateCompany); its ids are looked up in the caller’s company (templates.test)';
const RESPONSIBLE = 'an object {kind, id, code}: its id is the reference, tabled as `responsible.id`';
const UPLOAD =
  'an upload’s uuid: looked up by company_id and the caller’s form (documentFiles.test, modelImages.test)';
const OWN_SUBJECT =
  'the record the command acts on, looked up by company_id and id; no other record is written (its suite refuses another company’s)';

/**
 * Schema parameters whose name looks like a reference (ends in ID/_ID/Id/IDS, lists of roles, squads,
 * employees...) but that the tenant test does not feed another company's record through, each with why.
 * Keys are `<command> <path>` as in REFERENCE_PARAMETERS.
 */
export const NOT_REFERENCES: Readonly<Record<string, string>> = {
  'ConsultarFotoPessoa ID_PESSOA': 'a read of a photo by person id, scoped by company_id (account.test)',
  'ConsultarGruposUsuario ID_USUARIO': READ_FILTER,
  'SalvarFluxoAprovacao ID': OWN_SUBJECT,
  'ExcluirFluxoAprovacao ID': OWN_SUBJECT,
  'AtribuirModelosFluxoAprovacao ID': OWN_SUBJECT,
  'ConsultarRevisaoModelo ID': OWN_SUBJECT,
  'AvaliarAjusteRevisao ID': OWN_SUBJECT,
  'AprovarRevisaoModelo ID': OWN_SUBJECT,
  'ReprovarRevisaoModelo ID': OWN_SUBJECT,
  'ConsultarMensagensRevisao ID': OWN_SUBJECT,
  'EnviarMensagemRevisao ID': OWN_SUBJECT,
  'BaixarPdfPortalPublico TASK_ID':
    'a public read: the task must be the portal’s client’s in the token’s company, else DOWNLOAD_NO_DATA (publicTasks.test); nothing is written',
  'SalvarDadosEmpresa DATA.segmentId': 'a segment of the product-wide segment list, not a company record',
  'UpdatePlanNextPermissions PLAN_ID': ADMIN,
  'UpdatePlanNextPermissions COMPANIES': ADMIN,
  'UpdateCompanyNextPermissions COMPANY_ID': ADMIN,
  'CheckNextPermission COMPANY_ID': ADMIN,
  'GetNextPermissionsAndLimits COMPANY_ID': ADMIN,
  'AdminUpdateCompanyPlan COMPANY_ID': ADMIN,
  'VerifyIfBillingIntegrationIdAlreadyExists INTEGRATION_ID': 'the billing system’s id, not a record of ours',
  'VerifyIfBillingIntegrationIdAlreadyExists COMPANY_ID': ADMIN,
  'AdminSaveEntities COMPANY_ID': ADMIN,
  'AdminCriarColaboradores COMPANY_ID': ADMIN,
  'RegisterCompany TEMPLATE_ID': CATALOGUE,
  'UsarModeloTemplate ID': CATALOGUE,
  'ConsultarModeloTemplate ID': CATALOGUE,
  'ConsultarImagensInformativasTemplate ID_TEMPLATE': CATALOGUE,
  'SalvarCategoriaTemplate ID': TEMPLATE_COMPANY,
  'SalvarCategoriaTemplate PARENT_ID': TEMPLATE_COMPANY,
  'ExcluirCategoriaTemplate ID': TEMPLATE_COMPANY,
  'ListarTemplates CATEGORY_ID': TEMPLATE_COMPANY,
  'PreVisualizarPdfLayout TEMPLATE_ID':
    'an export template’s id inside the form model (FormModel.exports) of the form ID names, which is the reference checked',
  'ExcelToPdfPreview TEMPLATE_ID':
    'an export template’s id inside a form model (FormModel.exports), no record: the preview prints the uploaded file and reads nothing of the company',
  'ConsultarTemplate ID': TEMPLATE_COMPANY,
  'SalvarTemplate ID': TEMPLATE_COMPANY,
  'SalvarTemplate DATA.categoryId': TEMPLATE_COMPANY,
  'ExcluirTemplate ID': TEMPLATE_COMPANY,
  'ConsultarUnidadesSimples ID_CLIENTE': READ_FILTER,
  'ConsultarItens ID_FAMILIA': READ_FILTER,
  'ConsultarParquesServico ID_CLIENTE': READ_FILTER,
  'ConsultarPontosServicos ID_UNIDADE': READ_FILTER,
  'ConsultarPontosServicos ID_TIPO': READ_FILTER,
  'ConsultarAtividadesFlowV2 RESPONSAVEIS': READ_FILTER,
  'ConsultarAtividadesFlowV2 RESPONSAVEIS.[].id': READ_FILTER,
  'ConsultarAtividadesFlowV2 MODELOS': READ_FILTER,
  'ConsultarAtividadesFlowV2 CLIENTES': READ_FILTER,
  'ConsultarAtividadesFlowV2 UNIDADES': READ_FILTER,
  'EnviarArquivoBiblioteca LIBRARY_ID':
    'a multipart upload: the library is requireVisibleLibrary’s (company_id), refused before the file is stored (library.test)',
  'ExcluirArquivoBiblioteca ID': OWN_SUBJECT,
  'BaixarArquivoBiblioteca ID': OWN_SUBJECT,
  'CompartilharArquivoBiblioteca ID': OWN_SUBJECT,
  'ConsultarImagemPortalCliente ID': OWN_SUBJECT,
  'ReenviarConvite ID': OWN_SUBJECT,
  'ExcluirConvite ID': OWN_SUBJECT,
  'SalvarUsuarioRotativo ID': OWN_SUBJECT,
  'AlterarStatusUsuarioRotativo ID': OWN_SUBJECT,
  'ExcluirUsuarioRotativo ID': OWN_SUBJECT,
  'SalvarDocumento ID': OWN_SUBJECT,
  'ConsultarDocumento ID': OWN_SUBJECT,
  'ConsultarWorkflowDocumento DOCUMENTO_ID': OWN_SUBJECT,
  'ConsultarWorkflowDocumento ATIVIDADE_ID':
    'read only: looked up by company_id and the document (workflow engine tests)',
  'AvancarEtapaWorkflow DOCUMENTO_ID': OWN_SUBJECT,
  'SalvarAtividadeRecorrente ID': OWN_SUBJECT,
  'ConsultarAtividadeRecorrente ID': OWN_SUBJECT,
  'ExcluirAtividadeRecorrente ID': OWN_SUBJECT,
  'BaixarDownload ID': OWN_SUBJECT,
  'EnviarArquivoDocumento MODELO_ID':
    'a multipart upload: the form is requireFillableForm’s (company_id and audience), refused before storing (documentFiles.test)',
  'EnviarArquivoDocumento CAMPO_ID': 'a field id inside the form’s model, not a record',
  'BaixarArquivoDocumento ID': UPLOAD,
  'BaixarImagemModelo ID': UPLOAD,
  'BaixarImagem ID': 'an image’s uuid: looked up by company_id (images.test)',
  'SalvarLogoEmpresa ID_IMAGEM':
    'an image’s uuid: checked to be the company’s in the write’s transaction (images.test)',
  'SalvarDocumento PLANOS.*.photos.[].fileId': UPLOAD,
  'SalvarDocumento PLANOS.*.documentId':
    'a document of the chosen option’s fillForm plan: looked up by company_id and the plan’s form in the save’s transaction (planActions.test)',
  'SalvarDocumento PLANOS.*.activity.responsibleId':
    'the responsible of the plan’s activity: checked by prepareNewTask (company_id) when the document is finished (planActions.test)',
  'SalvarDocumento PLANOS.*.activity.taskId':
    'the task the plan already created (an output kept with the answer): never read as a reference, only to not create twice',
  'SalvarDocumento CABECALHO.projectId': 'projects are not built: the id is stored as given (docs/tasks.md)',
  'SalvarAtividade ATIVIDADE.projectId': 'projects are not built: the id is stored as given (docs/tasks.md)',
  'SalvarAtividade ATIVIDADE.phaseId': 'phases are not built: the id is stored as given (docs/tasks.md)',
  'SalvarAtividadeRecorrente ATIVIDADE.projectId': 'projects are not built: the id is stored as given',
  'SalvarAtividadeRecorrente ATIVIDADE.phaseId': 'phases are not built: the id is stored as given',
  'SalvarAtividadesRecorrentes ITENS.[].ATIVIDADE.projectId':
    'projects are not built: the id is stored as given',
  'SalvarAtividadesRecorrentes ITENS.[].ATIVIDADE.phaseId': 'phases are not built: the id is stored as given',
  'SalvarAtividade ATIVIDADE.responsible': RESPONSIBLE,
  'SalvarAtividadeRecorrente ATIVIDADE.responsible': RESPONSIBLE,
  'AlterarAtividades ALTERACOES.responsible': RESPONSIBLE,
  'SalvarAtividadeRecorrente ATIVIDADE.prerequisites':
    'refused by the recurrent schema (a recurrent task has no prerequisites): never reaches the handler',
  'ListarDocumentos MODELO_ID': READ_FILTER,
};
