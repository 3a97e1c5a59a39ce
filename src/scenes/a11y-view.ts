// What the screen readers' mirror (ui/a11y-mirror.ts) says of the scene in sight: its title, the
// words under it and where the focus goes as it opens. The scene in sight and its words are the
// screens' own (scene-in-sight.ts, the board's status line, the builder's facts).

import type { ScenePort } from '../ui/scene-port.ts';
import type { MirrorView } from '../ui/a11y-mirror.ts';
import { sceneInSight, type SceneInSight } from './scene-in-sight.ts';
import type { GamePort } from './game-port.ts';
import type { Services } from './services.ts';
import { SCENES } from './keys.ts';
import { reviewedGame, reviewLines } from '../ui/a11y-review.ts';
import { reviewKeyWords } from '../words/review-words.ts';
import { placeWord } from '../game/settings.ts';
import { CARD_CHOICES, MIRROR_LINES } from './a11y-boards.ts';
import { SETUP_SUMMARY } from './menu-setup-summary.ts';
import { DRAWN_MARKS } from '../words/screen-reader-switch-words.ts';

type Shown = Exclude<SceneInSight, 'loading' | 'howto'>;

const TITLES: Record<Shown, string> = {
  menu: 'Cell Division',
  board: 'Game',
  results: 'Results',
  builder: 'Board builder',
  review: 'Review of the game',
  tutorial: 'Guided game',
  puzzle: 'Puzzle',
  history: 'Your games',
};

export function mirrorView(game: GamePort, services: Services): MirrorView | null {
  const shown = sceneInSight(game);
  if (shown === 'loading') return null;
  const name: Shown = shown === 'howto' ? 'menu' : shown;
  const scene = game.scene(SCENES[name]);
  // Words only: drawn marks (a skill's dots and crown, a "›", the welcome's star) say nothing read aloud, nor does the title again.
  const words = (list: (string | null)[]) =>
    list
      .map((t) => (t ?? '').replace(DRAWN_MARKS, '').replace(/\s+/g, ' ').trim())
      .filter((t) => /[\p{L}\p{N}]/u.test(t) && t !== TITLES[name]);
  switch (name) {
    case 'menu': {
      const setup = scene.controls().some((c) => c.id.startsWith('tab:'));
      // The Settings page: its title, and its rows are its buttons.
      const settings = scene.namedWords('setup:title');
      if (settings !== null) return { scene, title: settings, lines: [], focus: 'heading' };
      // A drawn button's own words ("Change ›") are its button's name, not a line of their own.
      const labels = new Set(scene.controls().map((c) => c.label));
      // The setup page's lines are what Play starts; its rows are its buttons.
      const summary = scene.namedWords(SETUP_SUMMARY);
      return {
        scene,
        title: setup ? 'Game setup' : TITLES.menu,
        lines: setup ? words([summary]) : words(scene.words()).filter((t) => !labels.has(t)),
        focus: 'heading',
      };
    }
    case 'board':
      return {
        scene,
        title: TITLES.board,
        lines: words([services.board?.hud.statusText() ?? null]),
        focus: 'board',
      };
    case 'results':
      // With the results closed the finished board is in sight, with the bar's ways on.
      if (scene.controls().some((c) => c.id === 'results:back')) {
        return { scene, title: 'Final board', lines: words(game.results() ?? []), focus: 'first' };
      }
      // The heading has the focus, not Play again: the results read from the top, and an Enter
      // still pressed for the last move starts nothing.
      return { scene, title: TITLES.results, lines: words(game.results() ?? []), focus: 'heading' };
    case 'builder':
      // The grid right after the controls that shape it (size, start from, shape), before the facts' buttons.
      return {
        scene,
        title: TITLES.builder,
        lines: words([services.builder?.factsShown() ?? null]),
        focus: 'heading',
        boardAfter: 'builder:stem',
      };
    case 'review': {
      // The key's words, then the moves as lines to read; the slider (ui/a11y-review.ts) stands in for the drawn slider and chart.
      const shown = game.review();
      const lines = shown
        ? [
            ...reviewKeyWords(placeWord(shown.position.layout.grid)),
            ...reviewLines(reviewedGame(shown.review, shown.names)),
          ]
        : [];
      return { scene, title: TITLES.review, lines, focus: 'board', skip: ['review-slider', 'review-chart'] };
    }
    case 'tutorial':
    case 'puzzle':
      return boardScene(scene, name, words);
    default: {
      // A scene may say its lines in sentences of its own (the Record's scoreboard).
      const lines = scene.data(MIRROR_LINES) as (() => string[]) | null | undefined;
      return { scene, title: TITLES[name], lines: words(lines ? lines() : scene.words()), focus: 'heading' };
    }
  }
}

/** The puzzle's and the guided game's view: the board's grid has the focus as it opens. */
function boardScene(
  scene: ScenePort,
  name: 'puzzle' | 'tutorial',
  words: (list: (string | null)[]) => string[],
): MirrorView {
  // Its log says the puzzle's question and the guided game's lines, for the ear, without the
  // board's drawn labels (scenes/a11y-boards.ts).
  const lines = scene.data(MIRROR_LINES) as (() => string[]) | undefined;
  return {
    scene,
    title: TITLES[name],
    lines: words(lines ? lines() : scene.words()),
    focus: 'board',
    lead: CARD_CHOICES,
  };
}
