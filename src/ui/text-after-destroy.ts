// A Text changed after it was destroyed: Phaser then throws "Cannot read properties of null (reading
// 'drawImage')" from Frame.setSize (the destroyed texture's frame has no data), a page error that
// players can meet and no test has reproduced alone. Whatever timer or reply changed it,
// a text nobody sees any more has nothing to draw: the change is dropped, and `report` (the test
// build's) is told where it came from, so the late caller can be found.

import Phaser from 'phaser';

/** What a Text's updateText needs: its frame, whose data a destroyed texture has set to null. */
export interface TextFrameLike {
  frame: { data: unknown } | null | undefined;
}

/** Whether `text` was destroyed with its texture: drawing it would throw. */
export function destroyedText(text: TextFrameLike): boolean {
  return !text.frame || text.frame.data === null;
}

/** From now on every Text drops a change made after it was destroyed, telling `report` with the caller's stack. */
export function dropChangesToDestroyedTexts(report?: (stack: string) => void): void {
  const proto = Phaser.GameObjects.Text.prototype as unknown as { updateText(this: TextFrameLike): unknown };
  const update = proto.updateText;
  proto.updateText = function (this: TextFrameLike) {
    if (destroyedText(this)) {
      report?.(new Error('a destroyed Text was changed').stack ?? '');
      return this;
    }
    return update.call(this);
  };
}
