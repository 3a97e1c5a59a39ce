// The guided game's gains on its board (the model's snapshot decides them, tutorial-model.ts): before
// a tap, the glowing square's move previewed as a finger or the mouse would (its cut lines, each
// cell's "+2" and the total, split-preview.ts and worth-tags.ts); after a move the words speak of,
// what each cell gained, in the mover's ink, while they are read. A press or a hover shows a move's
// gain too, as in a new player's first games.

import type Phaser from 'phaser';
import type { BoardView } from './board-view.ts';
import { gainInk } from './gain-ink.ts';
import { paletteCss, type PaletteName } from './palette.ts';
import { WorthTags } from './worth-tags.ts';
import type { MoveWorth } from '../screens/game/move-worth.ts';

export class TutorialWorth {
  private readonly tags: WorthTags;
  private preview: number | null = null;
  private worth: MoveWorth | null = null;

  constructor(
    scene: Phaser.Scene,
    private readonly view: BoardView,
    private readonly palettes: [PaletteName, PaletteName],
  ) {
    view.input.showWorth(true);
    this.tags = new WorthTags(scene, view.fit, view.fit.layout, (s) => view.input.countAt(s));
  }

  /** Shows the glowing square's preview (null: none) and the gains of the move the words speak of (null: none). */
  draw(preview: number | null, worth: MoveWorth | null): void {
    if (preview !== this.preview) {
      this.preview = preview;
      this.view.input.press.holdShows(preview ?? -1);
    }
    if (worth !== this.worth) {
      this.worth = worth;
      const ink = worth ? gainInk(paletteCss(this.palettes[worth.mover - 1]!)) : '';
      this.tags.show(worth, ink, true);
    }
  }
}
