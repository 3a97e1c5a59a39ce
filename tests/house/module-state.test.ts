// The front end keeps no mutable state in a module (issue 27): what must outlive a scene restart
// lives in a model the services keep, and the test build's fresh start (src/testing/fresh-start.ts)
// makes the services again, so the next test starts where a page load would. A module-level object
// made with `new`, or an object or array literal the file changes, is listed here with the reason it
// carries nothing from one start to the next; any other fails this test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');
/** The engine, the opponents and the command line are not the front end (they keep no page state). */
const NOT_FRONT_END = ['engine', 'ai', 'cli'];

const PER_SCENE = 'per scene, emptied when the scene shuts down (a fresh start stops every scene)';
const PER_MATCH = 'per match, keyed by the match: a fresh start makes new matches';
const MEMO = 'a memo of values worked out from its key alone, the same on every start';
const TABLE = 'a table never changed';

/** `file:name` → why it carries nothing from one start of the game to the next. */
const ALLOWED = new Map<string, string>([
  ['ui/a11y-off-switch.ts:TAB_KEYS', TABLE],
  ['ui/lead-words.ts:STRONG', TABLE],
  ['ui/caption-words.ts:NAMES', TABLE],
  ['screens/game/board-model.ts:FOR_A_PLAYER', TABLE],
  ['ui/art/board-plan.ts:plans', MEMO],
  ['ui/controls.ts:registry', PER_SCENE],
  ['ui/dialog.ts:open', PER_SCENE],
  ['ui/chart-key.ts:drawn', PER_SCENE],
  ['ui/tooltip.ts:current', PER_SCENE],
  ['ui/tooltip.ts:watched', 'per scene: whether its shutdown hides its tooltip, which holds for the page'],
  ['ui/keyboard-focus.ts:focusers', PER_SCENE],
  ['ui/keyboard-focus.ts:handled', 'per key event: a new event is never in it'],
  ['ui/move-flourish.ts:spareLabels', 'per scene; a label leaves it when its scene destroys it'],
  ['ui/move-flourish.ts:ledgers', PER_SCENE],
  [
    'ui/move-flourish.ts:plates',
    'per label (a WeakMap): a label and its plate are destroyed with their scene',
  ],
  [
    'ui/move-flourish.ts:inSight',
    'the gains in sight; each leaves it when its label is destroyed with its scene',
  ],
  ['ui/cut-press.ts:held', 'per scene; a fresh start takes what a stopped scene left (restGame)'],
  ['ui/lead-words.ts:told', PER_MATCH],
  ['screens/game/help-gate.ts:hinted', PER_MATCH],
  ['screens/game/help-gate.ts:starAgreed', PER_MATCH],
  ['screens/game/help-gate.ts:freeHints', PER_MATCH],
  ['screens/game/jump-notice.ts:told', PER_MATCH],
  ['screens/game/ring-notice.ts:told', PER_MATCH],
  ['screens/game/last-squares-notice.ts:told', PER_MATCH],
  [
    'scenes/results-played.ts:readingBegan',
    'per finished game, keyed by its result: a fresh start makes new games',
  ],
  ['ui/results-header.ts:STILL_SAID', TABLE],
  ['screens/menu/rule-pictures.ts:made', MEMO],
  [
    'ui/underlay.ts:owners',
    'per game: the scene the layer under the canvas belongs to; its shutdown gives it up',
  ],
  ['ui/notice.ts:layer', "the page's notices; a fresh start clears them (clearEveryNotice)"],
  ['ui/board-notice-place.ts:sight', 'a fresh start puts it back (setBoardInSight(false) in restGame)'],
  [
    'ui/tap-began.ts:drawings',
    'per scene (a WeakMap); an entry is read only in the frame its control was destroyed',
  ],
  ['ui/held.ts:releases', "the page's last release time: a later press is always after it"],
  ['testing/fresh-start.ts:PAGE_ELEMENTS', "the page's own elements, taken once as the test build loads"],
  ['main.ts:game', "the page's one game: a fresh start stops its scenes and starts them again"],
  ['main.ts:page', 'the resize waiting to reach the game; a fresh start clears it (layOut)'],
  ['main.ts:screenReaders', 'a fresh start makes its parts again (FreshStartParts.screenReaders)'],
]);

function frontEndFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return dir === SRC && NOT_FRONT_END.includes(name) ? [] : frontEndFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

const CHANGERS = 'push|pop|splice|shift|unshift|sort|reverse|fill|set|add|delete|clear';

/** The file's module-level objects that may hold state: made with `new`, or a literal the file changes. */
function stateHolders(text: string): string[] {
  const found: string[] = [];
  const declared = /^(?:export )?const ([A-Za-z_$][\w$]*)(?::[^=\n]+)? = (new |\{|\[)/gm;
  for (const [, name, start] of text.matchAll(declared)) {
    if (start === 'new ') {
      found.push(name!);
      continue;
    }
    const path = String.raw`\b${name}(?:\.[\w$]+|\[[^\]\n]+\])*`;
    const assigned = new RegExp(String.raw`${path}(?:\.[\w$]+|\[[^\]\n]+\])\s*(?:[-+*/]?=(?!=)|\+\+|--)`);
    const changed = new RegExp(String.raw`${path}\.(?:${CHANGERS})\(`);
    if (assigned.test(text) || changed.test(text)) found.push(name!);
  }
  return found;
}

test('the finder sees a Map, a changed literal and an instance, not a table read only', () => {
  const text = [
    'const seen = new Map<string, number>();',
    'const sight = { board: false };',
    'export const FLAGS = [1, 2];',
    'const list: string[] = [];',
    'const TABLE = { a: 1 };',
    'export function f(on: boolean) { sight.board = on; list.push("x"); return TABLE.a + FLAGS[0]; }',
  ].join('\n');
  expect(stateHolders(text)).toEqual(['seen', 'sight', 'list']);
});

test('the front end keeps no module-level state a fresh start would carry over', () => {
  const found = frontEndFiles(SRC).flatMap((file) =>
    stateHolders(readFileSync(file, 'utf8')).map((name) => `${relative(SRC, file)}:${name}`),
  );
  const unexplained = found.filter((k) => !ALLOWED.has(k));
  expect(unexplained, 'module-level state: keep it in a model the services keep').toEqual([]);
  // The list names only what is there: a holder taken away leaves the list with it.
  expect([...ALLOWED.keys()].filter((k) => !found.includes(k))).toEqual([]);
});
