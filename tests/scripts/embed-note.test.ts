// Item 15 of issue 32: in a frame sandboxed without allow-same-origin the browser refuses the
// game's module scripts and stylesheet, so what decides what such a frame shows is the page's own
// markup and the stylesheet that hides it. The note must be in the page, shown without any style or
// script, say plainly what the embed cannot do, and be hidden by page.css wherever the game loads.
// (The sandboxed frame itself is the itch-package browser test.)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const html = readFileSync(resolve(ROOT, 'index.html'), 'utf8');
const css = readFileSync(resolve(ROOT, 'src/page.css'), 'utf8');

/** The note's markup, from its opening tag to the game's container after it. */
function note(): { tag: string; body: string } {
  const match = /(<div id="embed-note"[^>]*>)([\s\S]*?)<\/div>\s*<div id="game">/.exec(html);
  expect(match, 'index.html has the note before the game').not.toBeNull();
  return { tag: match![1]!, body: match![2]! };
}

test('the note shows with no style and no script: nothing in the page hides it', () => {
  const { tag } = note();
  expect(tag).toBe('<div id="embed-note">');
  // No inline script (the CSP allows none) and no inline style that page.css would have to undo.
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(html).not.toMatch(/<style/);
});

test("it says what such a frame cannot do, what it needs, and opens the game's own address in a tab", () => {
  const words = note()
    .body.replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');
  expect(words).toContain('Cell Division cannot start in this frame.');
  expect(words).toContain('It needs to be embedded with allow-same-origin, as itch.io does.');
  expect(note().body).toMatch(
    /<a href="\.\/index\.html" target="_blank" rel="noopener">Open the game in its own tab<\/a>/,
  );
});

test('page.css, loaded only where the game can start, hides it', () => {
  expect(html).toMatch(/<link rel="stylesheet" href="\.\/src\/page\.css" \/>/);
  const rule = /#embed-note\s*\{([^}]*)\}/.exec(css);
  expect(rule?.[1]).toMatch(/display:\s*none/);
});
