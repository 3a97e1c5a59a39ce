// Stem squares the player marked are a design of their own: the builder asks before a link's
// board, a saved board or a preset replaces them, as it does for squares drawn by hand.
import { describe, expect, test } from 'vitest';
import { customIdOf, preset } from '../../../src/game/board-builder.ts';
import { DEFAULT_SETTINGS } from '../../../src/game/settings.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import {
  BuilderModel,
  type BuilderView,
  type ReplaceQuestion,
} from '../../../src/screens/builder/builder-model.ts';

/** A builder's scene as the model sees it: questions answered by hand. */
function fakeView() {
  const asked: { question: ReplaceQuestion; yes: () => void; no: () => void }[] = [];
  const view: BuilderView = {
    changed: () => {},
    after: () => () => {},
    confirm: (question, yes, no) => {
      asked.push({ question, yes, no });
    },
  };
  return { view, asked };
}

function builder(options: { storage: MemoryStorage; opening: string | null }) {
  const model = new BuilderModel({
    store: new Store(options.storage),
    settings: () => structuredClone(DEFAULT_SETTINGS),
    opening: options.opening,
    menuBoard: () => 'square:5',
    whoPlays: (id) => `who plays on ${id}`,
    makeSolver: () => ({ solve: () => new Promise(() => {}) }),
    solveSquares: 16,
    keep: () => {},
  });
  return { model };
}

const HEART6 = customIdOf(preset('heart', 6, 6));
const FULL3 = customIdOf(preset('full', 3, 3));

describe('stem squares kept from a replacement', () => {
  test('stem squares the player marked are a design too: a link or an opened board asks before they go', () => {
    // Stem squares on a preset's shape, then a link's board.
    const storage = new MemoryStorage();
    const { model: marking } = builder({ storage, opening: HEART6 });
    marking.attach(fakeView().view);
    marking.toggleStemMode();
    marking.toggle(2, 2);
    const mine = marking.builtId;
    expect(mine).toMatch(/\/stem:/);
    const { model } = builder({ storage, opening: FULL3 });
    const v = fakeView();
    model.attach(v.view);
    expect(v.asked.map((a) => a.question.question)).toEqual(['Open the board from the link?']);
    expect(model.builtId).toBe(mine);
    // A link to the same shape without the stem squares asks too.
    const { model: same } = builder({ storage, opening: HEART6 });
    const w = fakeView();
    same.attach(w.view);
    expect(w.asked).toHaveLength(1);
    w.asked[0]!.no();
    expect(same.builtId).toBe(mine);
    // My boards → Open over them asks, by the board's name.
    same.open(preset('ring', 5, 5), 'My ring');
    expect(w.asked.at(-1)!.question.question).toBe('Open "My ring"?');
    expect(same.builtId).toBe(mine);
  });

  test('a preset over a preset shape with stem squares asks; without them it does not', () => {
    const { model } = builder({ storage: new MemoryStorage(), opening: HEART6 });
    const v = fakeView();
    model.attach(v.view);
    model.preset('ring');
    model.preset('heart');
    expect(v.asked).toHaveLength(0);
    model.toggleStemMode();
    model.toggle(2, 2);
    expect(model.builtId).toMatch(/\/stem:/);
    model.preset('ring');
    expect(v.asked).toHaveLength(1);
  });
});
