/** Where the session token survives a page reload (localStorage in the browser, a Map in tests). */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
