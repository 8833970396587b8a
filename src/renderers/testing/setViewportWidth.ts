/**
 * Makes jsdom answer as a window `width` px wide: innerWidth and matchMedia's min-/max-width queries (what
 * MUI's useMediaQuery asks). Returns the function that puts the default (desktop, nothing matches) back.
 *
 * @example const restore = setViewportWidth(360); ...; restore();
 */
export function setViewportWidth(width: number): () => void {
  const before = { innerWidth: window.innerWidth, matchMedia: window.matchMedia };
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) =>
      kind === 'min' ? width >= Number(px) : width <= Number(px),
    ) && /width/.test(query);
  window.innerWidth = width;
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.innerWidth = before.innerWidth;
    window.matchMedia = before.matchMedia;
  };
}
