// The guided game's gains on its board (the model's snapshot decides them, tutorial-model.ts): before
// a tap, the glowing square's move previewed as a finger or the mouse would (its cut lines, each
// cell's "+2" and the total, split-preview.ts and worth-tags.ts); after a move the words speak of,
// what each cell gained, in the mover's ink, as they are read, fading with the cut lines. A press or a hover shows a move's
// gain too, as in a new player's first games. One number a cell: while a made move's gains are read,
// the cells that gain show their "+2" alone, their counts faded out, back as the gains fade
// ("+1", "2" and "+2" on one square read as three numbers).

import type Phaser from 'phaser';
import type { BoardView } from './board-view.ts';
import { gainInk } from './gain-ink.ts';
import { paletteCss, type PaletteName } from './palette.ts';
import { WorthTags } from './worth-tags.ts';
import { CUT_HOLD_MS } from './tutorial-cuts.ts';
import type { MoveWorth } from '../screens/game/move-worth.ts';
import type { CellSprite } from './cell-sprite.ts';

/** How long a made move's tags stay whole, in ms (as long as its cut lines stay lit, and a little more), and how long they take to fade. */
const TAGS_HOLD_MS = CUT_HOLD_MS + 1200;
const TAGS_FADE_MS = 500;

export class TutorialWorth {
  private readonly tags: WorthTags;
  private preview: number | null = null;
  private worth: MoveWorth | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly view: BoardView,
    private readonly palettes: [PaletteName, PaletteName],
  ) {
    view.input.showWorth(true);
    // The counts of the cells that gain give way to their tags (counted()), so the tags keep off none.
    this.tags = new WorthTags(scene, view.fit, view.fit.layout, () => null);
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
      // Read with the words, then gone with the cut lines: the cells are left clean.
      this.tags.fadeOut(TAGS_HOLD_MS, TAGS_FADE_MS);
      this.counted(worth);
    }
  }

  /** The counts of the cells `worth` gains on hide now and come back as its tags fade; every other count shows. */
  private counted(worth: MoveWorth | null): void {
    const scene = this.scene;
    const gaining = new Set(worth && worth.terms.length > 1 ? worth.terms.map((t) => t.square) : []);
    for (let s = 0; s < this.view.fit.layout.size; s++) {
      const parts = (this.view.cellOn(s) as CellSprite | undefined)?.countParts();
      if (!parts) continue;
      scene.tweens.killTweensOf(parts);
      parts.forEach((p) => p.setAlpha(gaining.has(s) ? 0 : 1));
      if (gaining.has(s))
        scene.tweens.add({ targets: parts, alpha: 1, delay: TAGS_HOLD_MS, duration: TAGS_FADE_MS });
    }
  }
}
