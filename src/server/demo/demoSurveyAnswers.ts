/** Answers of the filled demo satisfaction surveys (the NPS form of demoForms), taken in turn. */
export const DEMO_SURVEY_ANSWERS = [
  { nps: 9, atendimento: 'otimo', email_cliente: 'contato@cliente.com.br' },
  { nps: 10, atendimento: 'otimo' },
  { nps: 6, atendimento: 'regular', melhorias: 'Chegar no horário combinado.' },
  { nps: 8, atendimento: 'bom' },
];
