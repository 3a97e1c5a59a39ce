// With the results closed to look at the finished board, a tap that reaches no button is answered
// as every refused tap on the board is: the small sound, and words that the game is over with the
// way to a new one (words/refused-tap-words.ts), told again once they are out of sight
// (ui/refused-tap.ts's RefusedTapNotice). Under the results the board's own input is paused.

import type Phaser from 'phaser';
import { showNotice } from '../ui/notice.ts';
import { RefusedTapNotice, refusedNoticeMs } from '../ui/refused-tap.ts';
import { GAME_OVER_TAP_WORDS } from '../words/refused-tap-words.ts';

export function answerTapsAside(scene: Phaser.Scene, aside: () => boolean): void {
  const notice = new RefusedTapNotice((words) =>
    showNotice(words, refusedNoticeMs(words), { game: true, now: true }),
  );
  scene.input.on('pointerup', (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
    if (!aside() || over.length > 0) return;
    scene.game.events.emit('ui-click');
    notice.tell(GAME_OVER_TAP_WORDS);
  });
}
