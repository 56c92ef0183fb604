/** The least a route needs: where it lives and how it is called. */
export interface Route {
  method: string;
  path: string;
}

interface TemplateRoute<R> {
  route: R;
  pattern: RegExp;
}

/**
 * Matches request paths to declared routes, built once: literal paths by lookup, templated paths by
 * precompiled patterns tried most specific first (the longest literal text wins, as OpenAPI intends).
 */
export class RouteTable<R extends Route> {
  private readonly literal = new Map<string, R>();
  private readonly templated: TemplateRoute<R>[];

  constructor(routes: readonly R[]) {
    const templated: TemplateRoute<R>[] = [];
    for (const route of routes) {
      if (route.path.includes('{')) templated.push({ route, pattern: templatePattern(route.path) });
      else this.literal.set(key(route.method, route.path), route);
    }
    this.templated = templated.sort((a, b) => literalLength(b.route.path) - literalLength(a.route.path));
  }

  match(method: string, path: string): R | undefined {
    const wanted = method.toLowerCase();
    return (
      this.literal.get(key(wanted, path)) ??
      this.templated.find((entry) => entry.route.method === wanted && entry.pattern.test(path))?.route
    );
  }

  /** The methods declared for a path, whatever the method asked for. */
  methodsAt(path: string): string[] {
    const methods = new Set<string>();
    for (const route of this.literal.values()) if (route.path === path) methods.add(route.method);
    for (const { route, pattern } of this.templated) if (pattern.test(path)) methods.add(route.method);
    return [...methods].map((method) => method.toUpperCase());
  }
}

function key(method: string, path: string): string {
  return `${method.toLowerCase()} ${path}`;
}

function literalLength(path: string): number {
  return path.replace(/\{[^}]+\}/g, '').length;
}

function templatePattern(path: string): RegExp {
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
