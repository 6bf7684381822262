/**
 * The import rules `npm run lint` enforces. The server's one-way table is read from
 * docs/architecture.md ("Layers") by scripts/architecture-layers.cjs, so the document and the rule
 * cannot drift apart: a folder imports only itself and what its row allows ("(types)": `import type`
 * only), and a row the reader cannot read stops the lint.
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { serverLayers } = require('./scripts/architecture-layers.cjs');

const SERVER = '^src/server/';
const target = (name) => (name === 'shared' ? '^src/shared/' : `${SERVER}${name}(/|\\.ts$)`);

const notTest = '(\\.test\\.tsx?$|^src/server/test/)';

const layerRules = serverLayers(readFileSync(join(__dirname, 'docs/architecture.md'), 'utf8')).flatMap(
  ({ folder, full, types }) => {
    const from = { path: `${SERVER}${folder}/`, pathNot: notTest };
    const rules = [
      {
        name: `server-${folder}`,
        comment: `src/server/${folder}/ may import: ${[...full, ...types.map((t) => `${t} (types)`)].join(', ')} (docs/architecture.md)`,
        severity: 'error',
        from,
        to: {
          path: `(${SERVER}|^src/shared/)`,
          pathNot: [target(folder), ...full.map(target), ...types.map(target)],
        },
      },
    ];
    if (types.length > 0) {
      rules.push({
        name: `server-${folder}-types-only`,
        comment: `src/server/${folder}/ imports only types from: ${types.join(', ')} (docs/architecture.md)`,
        severity: 'error',
        from,
        to: { path: types.map(target), dependencyTypesNot: ['type-only'] },
      });
    }
    return rules;
  },
);

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-circular',
      comment: 'An import circle: move what both sides need into a file of its own.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'shared-imports-nothing-else',
      comment: 'src/shared is used by the server and the web app, so it imports neither of them.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'server-not-web',
      comment: 'The server does not import the web app: put what both need in src/shared.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-not-server',
      comment: 'The web app talks to the server over HTTP only: import shared types from src/shared.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'feature-not-other-feature',
      comment: 'A feature never imports another: move what both need to src/web/components, lib or api.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'web-common-not-features',
      comment: 'src/web/components, lib and api are shared by features, so they import none of them.',
      severity: 'error',
      from: { path: '^src/web/(components|lib|api)/', pathNot: notTest },
      to: { path: '^src/web/features/' },
    },
    {
      name: 'code-not-tests',
      comment: 'Code never imports tests or test helpers.',
      severity: 'error',
      from: { path: '^src/', pathNot: `(${notTest}|\\.fixture\\.tsx?$|^src/web/test/)` },
      to: { path: '(\\.test\\.tsx?$|^src/server/test/|^src/web/test/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
