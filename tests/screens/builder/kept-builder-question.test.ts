// A resize lays the builder out again (issue 32, item 16): the question open over it comes back
// with what was typed. The Save prompt did already; Paste (a pasted board's rows) and Rename (a
// new name half typed) vanished with their words. The services keep the open question's id and
// words (kept-question.ts); this decides which prompt the builder asks again.
import { expect, test } from 'vitest';
import { saveBoard } from '../../../src/game/saved-boards.ts';
import { MemoryStorage, Store } from '../../../src/game/storage.ts';
import { keptBuilderQuestion, renameKey } from '../../../src/screens/builder/board-keeping.ts';
import { KeptQuestion } from '../../../src/screens/kept-question.ts';

function afterResize(ask: (kept: KeptQuestion) => void) {
  const store = new Store(new MemoryStorage());
  saveBoard(store, 'Ring', 'custom:4x4:ffff');
  const kept = new KeptQuestion();
  ask(kept);
  kept.relayout('builder');
  return keptBuilderQuestion(store, kept.reopen('builder'));
}

test('Paste comes back with the rows pasted so far', () => {
  expect(
    afterResize((kept) => {
      kept.asked('builder', 'paste', '');
      kept.typed('##.\n.#');
    }),
  ).toEqual({ ask: 'paste', typed: '##.\n.#' });
});

test("Rename comes back for the same board, with the new name's letters typed so far", () => {
  const again = afterResize((kept) => {
    kept.asked('builder', renameKey({ name: 'Ring', id: 'custom:4x4:ffff' }), 'Ring');
    kept.typed('Ring of f');
  });
  expect(again).toEqual({
    ask: 'rename',
    board: { name: 'Ring', id: 'custom:4x4:ffff' },
    typed: 'Ring of f',
  });
});

test('a rename of a board no longer kept (deleted in another tab) is not asked again', () => {
  expect(afterResize((kept) => kept.asked('builder', 'rename:Gone', 'Gone'))).toBeNull();
});

test('the Save prompt and its "name taken" question come back as before; nothing open, nothing', () => {
  expect(afterResize((kept) => kept.asked('builder', 'save', 'My ri'))).toEqual({
    ask: 'save',
    again: { screen: 'builder', id: 'save', typed: 'My ri' },
  });
  expect(afterResize((kept) => kept.asked('builder', 'save-taken', 'Ring'))?.ask).toBe('save');
  expect(afterResize(() => {})).toBeNull();
});
