/** The password of every demo user (the platform administrator's comes from the configuration). */
export const DEMO_PASSWORD = 'Campo@2026';
