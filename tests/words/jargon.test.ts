// Every word a player reads is in a player's words: the words modules (src/words, every *-words.ts)
// and the strings of the views, scenes and screen models, read with TypeScript's own parser, carry
// none of the known jargon (solver talk, position counts, solving times, "not kept", "proved",
// "split twice", a board "solved"). Errors thrown and console lines are for developers and are not read.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

/** Known jargon, each with the player's way to say it instead. */
const JARGON: readonly [RegExp, string][] = [
  [/\bnot kept\b/i, 'say what happens: "not saved"'],
  [/\bproved\b/i, 'plain words are certain; "about" or "probably" mark an estimate'],
  [/\blooks best\b/i, 'say "probably best"'],
  [/\bpositions\b/i, 'a player counts moves and squares, not positions'],
  [/\d\s(ms|s)\b/, 'no solving or thinking times'],
  [/\bsolution covered\b|\bfirst move only\b/i, 'say what the player saw'],
  [
    /\bsolved (boards?|ahead)\b|\bnot solved with\b|\bcan(not|'t)? solve\b|^solved: perfect/i,
    'a board\'s "solved" reads as something the player did: say "best play known" (a puzzle is still solved)',
  ],
  [/\bsplit(s|ting)? twice\b/i, 'cells split once per line: "split along two lines: 4 pieces"'],
  [
    /\b(solver|negamax|transposition|heuristics?|interlap|overlap|centrality|openness|nodes?|depth|evaluation|hash|opening book|agent|axis|axes)\b/i,
    "the engine's words: say what the player sees",
  ],
  [/\bthe value is\b|\bscore difference\b/i, 'say who wins and by how many points'],
  // Review 38's: a chart's "guesses", a count "left" of nothing named, and Rules tab lines that did
  // not say what their option does to a game.
  [/\bbars are guesses\b/i, 'say what a faint bar means: "pale: less sure"'],
  // Review 45's: best play said as the engine's, and a faint bar's meaning said by half.
  [/\bboth play perfectly\b/i, 'say it as players would: "if neither of you slips"'],
  [/\bbars: roughly\b/i, 'say what a faint bar means: "pale: less sure"'],
  // Review 70's: the phone review's chart title read as jargon.
  [/\bpale: coach's guess\b/i, 'say what a pale bar means to a player: "pale: less sure"'],
  // the review chart's title read as jargon.
  [/\bheading for the win\b|\bclose guesses\b/i, 'say it plainly: "Who would win with no more slips"'],
  [/^At (\d+|…) left$/, 'left of what? keep its name, greyed: a tap says when it opens'],
  // Review 41's: a bare count under a button, and moves told as odd or even.
  [/^Last \d+$/, 'last of what? keep its name, greyed: a tap says when it opens'],
  [
    /\bmoves once more\b|\b(odd|even): /i,
    'say the moves each player gets: "player 1 gets 13 moves, player 2 gets 12"',
  ],
  [/\bequal here anyway\b/i, 'say what the option does: "Same number of moves each"'],
  [/\bshared out once surrounded\b/i, 'say who gets it: "split among the cells around them"'],
  [/\bhop over a cell\b/i, 'say whose cell hops over whose: "hop your cell over theirs"'],
  [
    /\ba point per piece of your cells\b/i,
    'say what it does to the score: "Score pairs of your cells that touch, not pieces"',
  ],
  // Review 58's: chess's names for weak moves.
  [
    /\b(an inaccuracy|inaccuracies|blunders?)\b|\+ inaccuracy\b/i,
    'say "a slip", "a mistake", "a big mistake"',
  ],
  // Review 71's: a square's bare "win 25" and a move that "ends about 3 worse" (what ends, worse than what?).
  [/"(win|lose) ≈?\d+"|^(win|lose)\s≈?\d+$/i, 'say the result: "win by 25", "lose by 4"'],
  [
    /\bends (about )?(\d+|…+) (points? )?(worse|better)\b/i,
    'say what it costs or was worth: "costs about 3 by the end", "was worth 3 more by the end"',
  ],
];

const ROOMS = ['src/words', 'src/ui', 'src/scenes', 'src/screens'];
/** Files outside those rooms whose strings a player reads. */
const ALSO = [
  'src/game/opponent-info.ts',
  'src/game/review.ts',
  'src/ai/coach/overlay.ts',
  'src/ai/coach/hint.ts',
];

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Calls whose strings no player reads: errors thrown and the console. */
function forDevelopers(node: ts.Node): boolean {
  if (ts.isNewExpression(node)) return /Error$/.test(node.expression.getText());
  if (ts.isCallExpression(node)) return /^console\./.test(node.expression.getText());
  return false;
}

/** The strings of a file (a template's parts joined with "…"), with their lines. */
function stringsOf(path: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const add = (node: ts.Node, text: string) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    if (forDevelopers(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      add(node, node.head.text + node.templateSpans.map((s) => '…' + s.literal.text).join(''));
      for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** An id or a key ("solver", "setup:solved"): a value the code compares, never shown as it is. */
const ID = /^[a-z][a-z0-9]*([:-][a-z0-9]+)*$/;

const files = [
  ...new Set([...ROOMS.flatMap(tsFiles), ...tsFiles('src').filter((f) => f.endsWith('-words.ts')), ...ALSO]),
].sort();
const strings = files.map((file) => ({ file, strings: stringsOf(file).filter((s) => !ID.test(s.text)) }));

describe('jargon', () => {
  test('the scan reads the words a player sees (not an empty list)', () => {
    const all = strings.flatMap((f) => f.strings.map((s) => s.text));
    expect(files.length).toBeGreaterThan(100);
    expect(all).toEqual(
      expect.arrayContaining([
        'Take turns putting a cell on an empty square.',
        'Practice · from move …',
        'thinks many moves ahead',
      ]),
    );
  });

  test("each of the issue's jargon lines is caught by the list", () => {
    for (const old of [
      'Retry from move 5: not kept',
      'best (proved)',
      'looks best',
      'best first move c3 · 82,225,415 positions · 678\u00a0s',
      "; this board's solution covered this game's first move only",
      'A lone cell is 1, split once it is 2, split twice it is 4.',
      'Searches thousands of positions ahead.',
      'these boards end as shown: the value is the final score difference.',
      'Solved board',
      'Solved boards ›',
      'Solved: perfect play is known',
      "Perfect can't solve this board",
      'Not solved ahead with these rules: Perfect works out each move as it plays.',
      'Best play from here: faint bars are guesses',
      'At 15 left',
      'At … left',
      'Off: the moves are equal here anyway.',
      'A grey middle cell is shared out once surrounded.',
      'Twice a game, hop over a cell to make it yours.',
      'Off: a point per piece of your cells.',
      'win 25',
      'Best moves: "draw" keeps the draw with best play; "lose 2" would lose by 2.',
      '… scores … now, but ends …… worse.',
      'd3 scores 12 now, but ends about 5 worse.',
      'c5 scored +10 now, but b2 ends about 2 better',
    ])
      expect(
        JARGON.some(([re]) => re.test(old)),
        old,
      ).toBe(true);
  });

  test('no player-facing string holds known jargon', () => {
    const found: string[] = [];
    for (const { file, strings: theirs } of strings)
      for (const { line, text } of theirs)
        for (const [re, instead] of JARGON)
          if (re.test(text)) found.push(`${file}:${line}: "${text}" (${instead})`);
    expect(found).toEqual([]);
  });
});
