import type { Express } from 'express';

interface Layer {
  name: string;
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** Every "METHOD /path" the app answers, read from express's own router (mounted routers included). */
export function listRoutes(app: Express): string[] {
  const out = new Set<string>();
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods))
          out.add(`${method.toUpperCase()} ${prefix}${layer.route.path}`.replace(/\/$/, '') || '/');
      } else if (layer.name === 'router' && layer.handle.stack) {
        walk(layer.handle.stack, `${prefix}${typeof layer.rawPath === 'string' ? layer.rawPath : ''}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...out].filter((r) => / \/(api|oidc\/interaction)\//.test(r)).sort();
}
