/** The template company's categories; a template names its category by index. */
export const DEMO_TEMPLATE_CATEGORIES = ['Inspeções', 'Manutenção', 'Segurança do trabalho'];
