/**
 * The pt-BR message of every problem a workflow check reports, by stable code. WORKFLOW_INVALID is the
 * spec's text verbatim (spec 001 §8); the spec names the other rules (§4, §5) without their wording, so
 * those texts are ours, kept here until the editor's i18n moves them to metadata/i18n.
 *
 * @example WORKFLOW_PROBLEM_MESSAGES.DECISION_TWO_PATHS_REQUIRED // 'A decisão precisa de pelo menos dois caminhos'
 */
export const WORKFLOW_PROBLEM_MESSAGES = {
  WORKFLOW_INVALID: 'Não foi possível salvar o modelo. Por favor, revise o workflow e salve-o novamente',
  WORKFLOW_START_REQUIRED: 'O workflow precisa de exatamente uma etapa de início',
  WORKFLOW_END_UNREACHABLE: 'O fim do workflow precisa ser alcançado a partir do início',
  STEP_UNKNOWN_TYPE: 'Tipo de etapa desconhecido',
  STEP_NOT_CONFIGURED: 'Etapa não configurada',
  STEP_NOT_CONNECTED: 'Ligue a etapa à próxima etapa do workflow',
  DECISION_DEFAULT_PATH_REQUIRED: 'Defina o caminho padrão da decisão',
  DECISION_TWO_PATHS_REQUIRED: 'A decisão precisa de pelo menos dois caminhos',
  SEND_EMAIL_RECIPIENT_REQUIRED: 'Informe ao menos um destinatário',
  SEND_EMAIL_MESSAGE_REQUIRED: 'Informe a mensagem do e-mail',
  DOCUMENT_FILL_ASSIGNEE_REQUIRED: 'Informe quem vai preencher',
  DOCUMENT_FILL_DEADLINE_REQUIRED: 'Informe o prazo de preenchimento',
  DOCUMENT_FILL_GROUP_REQUIRED: 'Selecione ao menos um grupo',
  REDIRECT_EARLIER_STEP_ONLY: 'Só é possível voltar para uma etapa anterior',
  REDIRECT_BELOW_DECISION_ONLY: 'A etapa de voltar só pode ficar abaixo de uma decisão',
  STEP_UNKNOWN_ITEM: 'A etapa usa um grupo ou campo que não existe no formulário',
} as const;
