/** The company-wide administrator group (metadata/roles.json). */
export const ADMINISTRATOR_ROLE = 158;
