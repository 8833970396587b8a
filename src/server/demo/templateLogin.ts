/** The template company's login (spec 000 section 6: company 13089 gets the template menu). */
export const TEMPLATE_LOGIN = 'modelos@campo.campo';
