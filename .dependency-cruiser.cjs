/**
 * Layer rules, checked by `npm run lint:deps` and by `npm test`.
 *
 * Layers, from the bottom: shared/ (no knowledge of any service) ← services/core, services/catalog,
 * indexer ← services/worker, services/gateway, services/system.ts ← scripts/, test/, bench/.
 *
 * The listings index contract (alias and document shape in shared/listings-index/document.ts, mapping in
 * shared/listings-index/mapping.ts) is a neutral module: the indexer writes the index by it and the catalog
 * reads the index by it, and neither imports the other. The facet schemas it is generated from
 * (shared/facets/) are neutral too: the core's listings validate by them as well.
 *
 * Inside services/core each top-level folder is a domain: the domains depend one way (the graph in the README's
 * architecture section) and use each other only through their index.ts.
 *
 * The processes beside the core and the gateway (the indexer, the worker, the MCP server) use them only through what
 * those export for them: services/core/for-roles.ts (with the composition, services/core/index.ts) and
 * services/gateway/for-roles.ts.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes a module unusable without the ones that use it; split the shared part out.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-not-above',
      severity: 'error',
      comment: 'The core service knows nothing of the worker, the gateway, the catalog or the indexer.',
      from: { path: '^services/core/' },
      to: { path: '^(services/(worker|gateway|catalog)|indexer)/' },
    },
    {
      name: 'catalog-not-indexer',
      severity: 'error',
      comment: 'The catalog reads the index contract through shared/, never the indexer itself.',
      from: { path: '^services/catalog/' },
      to: { path: '^indexer/' },
    },
    {
      name: 'indexer-not-catalog',
      severity: 'error',
      comment: 'The indexer owns the index contract and does not depend on the catalog.',
      from: { path: '^indexer/' },
      to: { path: '^services/catalog/' },
    },
    {
      name: 'runtime-not-scripts-or-tests',
      severity: 'error',
      comment: 'Running code never imports scripts or test support (its own *.test.ts files may).',
      from: { path: '^(services|indexer|shared)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(scripts|test)/' },
    },
    {
      name: 'unit-tests-need-no-server',
      severity: 'error',
      comment:
        'A test beside the code is a unit test (`npm run test:unit` runs them without servers); a test that needs the running system lives under test/.',
      from: { path: '^(services|indexer|shared|scripts|bench)/.*\\.test\\.ts$' },
      to: { path: '^test/' },
    },
    {
      name: 'shared-not-services',
      severity: 'error',
      comment: 'shared/ is the bottom layer: it imports no service.',
      from: { path: '^shared/' },
      to: { path: '^services/' },
    },
    {
      name: 'core-domains-not-circular',
      severity: 'error',
      comment:
        'The services/core domains depend one way (README, Architecture): a lower domain declares a port the composition fills, or publishes an event.',
      scope: 'folder',
      from: { path: '^services/core/[^/]+$' },
      to: { path: '^services/core/[^/]+$', circular: true },
    },
    {
      name: 'core-domain-through-index',
      severity: 'error',
      comment:
        'Another domain of the core is used only through its index.ts, never its repositories or internal files.',
      from: { path: '^services/core/([^/]+)/' },
      to: { path: '^services/core/([^/]+)/', pathNot: ['^services/core/$1/', '^services/core/[^/]+/index\\.ts$'] },
    },
    {
      name: 'roles-through-exports',
      severity: 'error',
      comment:
        'The indexer, worker and MCP server import the core and gateway only through their for-roles.ts (and the composition, core/index.ts).',
      from: { path: '^(indexer|services/(worker|mcp))/' },
      to: {
        path: '^services/(core|gateway)/',
        pathNot: '^services/(core/(index|for-roles)|gateway/for-roles)\\.ts$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
