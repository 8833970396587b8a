/**
 * The strict password rule (spec 000 section 5): at least 8 characters with a lowercase letter, an
 * uppercase letter, a digit and a special character. Shared by the browser form and the server.
 *
 * @example passwordRule('Campo@2026') // true
 * @example passwordRule('campo2026') // false
 */
export function passwordRule(password: string): boolean {
  return (
    password.length >= 8 &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}
