/**
 * The import rules of Legatus, checked by dependency-cruiser in `npm test`
 * (test/architecture/dependencies.test.ts) and by hand with `npm run deps`.
 *
 * Games sit above the platform: a game's folder (src/games/<id>/) may use the
 * bot's, the renderer's and the storage's modules, but the platform (all of
 * src/ outside src/games/, and commands/) never imports a game. It reaches
 * games through src/core/registry.ts, which the entry points fill by
 * importing the list of games, src/games/index.ts. Type-only imports count
 * too (they are seen before compilation), so the contract itself stays free
 * of any game's types.
 */
const ENTRY_POINTS = '^src/(main|deploy-commands)\\.ts$|^src/cli/main\\.ts$';
const GAME_FOLDERS = '^src/games/';

module.exports = {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      severity: 'error',
      comment: 'No import cycle that is still there at run time, anywhere (a type-only import breaks one).',
      from: { path: '^(src|commands)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-cycle-in-platform',
      severity: 'error',
      comment: 'The platform has no cycle at all, not even through type-only imports (a game may have type-only ones inside its folder).',
      from: { path: '^(src|commands)/', pathNot: GAME_FOLDERS },
      to: { circular: true },
    },
    {
      name: 'platform-reaches-games-through-the-registry',
      severity: 'error',
      comment: 'Generic code never imports a game folder (not even its types); it asks src/core/registry.ts. Only entry points import the list of games.',
      from: { path: '^(src|commands)/', pathNot: `${GAME_FOLDERS}|${ENTRY_POINTS}` },
      to: { path: GAME_FOLDERS },
    },
    {
      name: 'only-entry-points-import-the-game-list',
      severity: 'error',
      comment: 'src/games/index.ts registers every game: importing it is the job of an entry point (a game importing it would form a cycle).',
      from: { path: '^(src|commands)/', pathNot: ENTRY_POINTS },
      to: { path: '^src/games/index\\.ts$' },
    },
    {
      name: 'test-game-stays-in-tests',
      severity: 'error',
      comment: 'The test game (src/games/numbers/) is registered by tests only; nothing shipped imports it, so users never see it.',
      from: { path: '^(src|commands)/', pathNot: '^src/games/numbers/' },
      to: { path: '^src/games/numbers/' },
    },
    {
      name: 'rules-stay-pure',
      severity: 'error',
      comment: "A game's rules and AI (everything in its folder but discord/, render/, locales/, plugin.ts and cli.ts) use no Discord, canvas or platform module.",
      from: { path: `${GAME_FOLDERS}[^/]+/`, pathNot: `${GAME_FOLDERS}[^/]+/(discord|render|locales)/|${GAME_FOLDERS}[^/]+/(plugin|cli)\\.ts$` },
      to: { path: 'node_modules/(discord\\.js|discord-api-types|@napi-rs/canvas|keyv|pino)/|^src/(bot|storage|localdiscord|render|leagues|cli|i18n)/' },
    },
    {
      name: 'core-stays-at-the-bottom',
      severity: 'error',
      comment: 'The contract (src/core/) imports the platform for types only; at run time it needs nothing above it but the strings (i18n).',
      from: { path: '^src/core/' },
      to: { path: '^src/(bot|storage|localdiscord|leagues|cli|render)/|^commands/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
};
