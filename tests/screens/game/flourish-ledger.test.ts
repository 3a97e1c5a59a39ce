// When a board's flourishes end (src/screens/game/flourish-ledger.ts): a new move ends the earlier
// moves', an ending ends every move's, and a pause ends them all, so nothing stays frozen on a
// finished board under its results.
import { describe, expect, test } from 'vitest';
import { FlourishLedger, type FlourishOwner } from '../../../src/screens/game/flourish-ledger.ts';

/** A ledger and a record of which flourishes were ended, by name. */
function ledgerWithLog() {
  const ledger = new FlourishLedger();
  const ended: string[] = [];
  const add = (owner: FlourishOwner, name: string) => ledger.add(owner, () => ended.push(name));
  return { ledger, ended, add };
}

describe('a board’s flourishes', () => {
  test('a new move ends the earlier moves’ rings, not its own nor the ending’s', () => {
    const { ledger, ended, add } = ledgerWithLog();
    ledger.moveLands();
    add('move', 'first ring');
    add('ending', 'confetti');
    ledger.moveLands();
    add('move', 'second ring');
    expect(ended).toEqual(['first ring']);
    expect(ledger.count()).toEqual({ move: 1, ending: 1 });
  });

  test('moves placed faster than their rings leave one move’s rings alive at most', () => {
    const { ledger, add } = ledgerWithLog();
    for (let move = 0; move < 30; move++) {
      ledger.moveLands();
      for (let ring = 0; ring < 6; ring++) add('move', `ring ${move}.${ring}`);
    }
    expect(ledger.count().move).toBe(6);
  });

  test('the ending ends every move’s flourish and keeps its own', () => {
    const { ledger, ended, add } = ledgerWithLog();
    ledger.moveLands();
    add('move', 'last ring');
    ledger.endingBegins();
    add('ending', 'pulse');
    expect(ended).toEqual(['last ring']);
    expect(ledger.count()).toEqual({ move: 0, ending: 1 });
  });

  test('a pause ends them all, once each: one that ended by itself is not ended again', () => {
    const { ledger, ended, add } = ledgerWithLog();
    ledger.moveLands();
    const doneByItself = add('move', 'faded ring');
    add('move', 'ring');
    add('ending', 'wait');
    doneByItself();
    ledger.endAll();
    ledger.endAll();
    expect(ended).toEqual(['ring', 'wait']);
    expect(ledger.count()).toEqual({ move: 0, ending: 0 });
  });

  test('a flourish whose end finishes another: that one is not ended over again', () => {
    const { ledger, ended } = ledgerWithLog();
    const finished = { second: () => {} };
    ledger.add('ending', () => {
      ended.push('first');
      finished.second();
    });
    finished.second = ledger.add('ending', () => ended.push('second'));
    ledger.endAll();
    expect(ended).toEqual(['first']);
  });
});
