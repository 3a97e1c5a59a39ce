// Lint: typescript-eslint's recommended set, plus the arrows of docs/architecture.md as import
// rules, so that an import running the wrong way between layers fails `npm test`.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

/** An import path that reaches into one of our layers, e.g. `../ui/x.ts` or `../../engine/index.ts`. */
const layer = (...names) => `(^|/)(${names.join('|')})/`;
const PHASER = '^phaser($|/)';
const HOWLER = '^howler($|/)';
const NODE = '^node:';

/** One `no-restricted-imports` rule for the files of a layer. */
function boundary(files, because, regexes) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: regexes.map((regex) => ({ regex, message: because })),
        },
      ],
    },
  };
}

export default defineConfig(
  { ignores: ['dist/', 'dist-test/', 'dist-itch/', 'dist-*/', 'release/', 'assets/', 'node_modules/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    // A file has one job: split it when it has two. 400 lines is the hard limit.
    files: ['**/*.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // Import circles make the order modules start in an accident; the graph stays a tree of layers.
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts'], 'import-x/resolver': { node: { extensions: ['.ts'] } } },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // What must outlive a scene restart lives in a model the services keep, never in a module's own variable.
    files: ['src/**/*.ts'],
    ignores: ['src/engine/**', 'src/ai/**', 'src/cli/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > VariableDeclaration[kind=/let|var/]',
          message: 'No module-level let/var in the front end: keep the state in a model the services keep.',
        },
        {
          selector: 'Program > ExportNamedDeclaration > VariableDeclaration[kind=/let|var/]',
          message: 'No module-level let/var in the front end: keep the state in a model the services keep.',
        },
      ],
    },
  },
  boundary(
    ['src/engine/**'],
    'The engine is pure rules: it imports nothing of ours outside src/engine, and no Phaser, Howler or Node APIs.',
    [layer('ai', 'game', 'ui', 'scenes', 'audio', 'cli', 'scripts'), PHASER, HOWLER, NODE],
  ),
  boundary(
    ['src/ai/**'],
    'Opponents import only the engine: the same code runs in Node and in a Web Worker.',
    [layer('game', 'ui', 'scenes', 'audio', 'cli', 'scripts'), PHASER, HOWLER, NODE],
  ),
  boundary(['src/game/**'], 'A match is independent of Phaser: game imports only ai and engine.', [
    layer('ui', 'scenes', 'audio', 'cli', 'scripts'),
    PHASER,
    HOWLER,
    NODE,
  ]),
  boundary(
    ['src/ui/**'],
    'Views never reach up into the scenes that wire them, nor into the console front end.',
    [layer('scenes', 'cli', 'scripts'), HOWLER, NODE],
  ),
  boundary(['src/audio/**'], 'Audio plays sounds; it imports no scenes, views or console code.', [
    layer('scenes', 'ui', 'cli', 'scripts'),
    PHASER,
  ]),
  boundary(
    ['src/screens/**'],
    "A screen's model decides without drawing: no Phaser (not even its types), no scenes, Howler or Node APIs.",
    [layer('scenes', 'cli', 'scripts'), PHASER, HOWLER, NODE],
  ),
  boundary(['src/scenes/**'], 'Scenes run in the browser: no console front end, no Node APIs.', [
    layer('cli', 'scripts'),
    NODE,
  ]),
  boundary(
    ['src/screens/history/**'],
    "The history's models are Phaser-free: no scenes, no Phaser (not even its types), Howler, audio or Node APIs.",
    [layer('scenes', 'audio', 'cli', 'scripts'), PHASER, HOWLER, NODE],
  ),
  boundary(
    ['src/screens/menu/**'],
    "The menu's models are Phaser-free: no scenes, no Phaser (not even its types), Howler, audio or Node APIs.",
    [layer('scenes', 'audio', 'cli', 'scripts'), PHASER, HOWLER, NODE],
  ),
  boundary(
    ['src/words/**'],
    'Words are plain text made from values: no views, scenes, screens, Phaser, Howler or Node APIs.',
    [layer('ui', 'scenes', 'screens', 'audio', 'cli', 'scripts'), PHASER, HOWLER, NODE],
  ),
  boundary(
    ['src/cli/**'],
    'The console front end runs in Node: it never imports views, scenes, audio, Phaser or Howler.',
    [layer('ui', 'scenes', 'audio'), PHASER, HOWLER],
  ),
);
