/** A route pattern matched against a path: the route and its decoded parameters. */
export interface RouteMatch<R extends { path: string }> {
  route: R;
  params: Record<string, string | undefined>;
}

/**
 * Finds the route whose react-router pattern (`/task/view/:id`, `/recovery/:code?`) matches a pathname.
 * Static segments outrank parameters, as react-router ranks them, so `/form/approval` beats `/form/:x`.
 *
 * @example matchRoute(routes, '/task/view/12') // { route: taskView, params: { id: '12' } }
 */
export function matchRoute<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): RouteMatch<R> | null {
  const parts = splitPath(pathname);
  let best: { match: RouteMatch<R>; score: number } | null = null;
  for (const route of routes) {
    const pattern = splitPath(route.path);
    const params: Record<string, string | undefined> = {};
    let score = 0;
    let ok = parts.length <= pattern.length;
    for (let i = 0; ok && i < pattern.length; i++) {
      const seg = pattern[i] as string;
      const part = parts[i];
      if (seg.startsWith(':')) {
        const optional = seg.endsWith('?');
        const name = seg.slice(1, optional ? -1 : undefined);
        if (part === undefined) ok = optional;
        else {
          params[name] = safeDecode(part);
          score += 2;
        }
      } else if (part === seg) score += 3;
      else ok = false;
    }
    if (ok && (!best || score > best.score)) best = { match: { route, params }, score };
  }
  return best?.match ?? null;
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
