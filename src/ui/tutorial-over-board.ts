// What the guided game draws over its board for a step, in the board's place: the line rule's
// picture while its words are read (tutorial-lines-picture.ts), and the try-it board while its step
// lasts (tutorial-trap.ts), each made when the snapshot brings it and taken away when it goes.

import type Phaser from 'phaser';
import type { Box } from '../screens/tutorial/lines-picture.ts';
import type { TutorialSnapshot } from '../screens/tutorial/tutorial-snapshot.ts';
import { metrics } from './screen.ts';
import { TutorialCard } from './tutorial-card.ts';
import { drawLinesPicture } from './tutorial-lines-picture.ts';
import { TutorialTrap } from './tutorial-trap.ts';

export class TutorialOverBoard {
  private picture: { destroy: () => void } | null = null;
  private trap: TutorialTrap | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    /** The board's place, which each covers. */
    private readonly box: Box,
    private readonly marks: boolean,
    /** A tap on the try-it board's glowing square `name`. */
    private readonly onTry: (name: string) => void,
  ) {}

  /** Whether the try-it board covers the guided board now. */
  get trying(): boolean {
    return this.trap !== null;
  }

  draw(shown: TutorialSnapshot): void {
    const u = metrics(this.scene).u;
    const font = TutorialCard.fontSize(u);
    if (shown.picture && !this.picture)
      this.picture = drawLinesPicture(this.scene, shown.picture, this.box, u, this.marks, font);
    else if (!shown.picture && this.picture) {
      this.picture.destroy();
      this.picture = null;
    }
    if (shown.trap && !this.trap)
      this.trap = new TutorialTrap(this.scene, shown.trap, this.box, u, this.marks, font, this.onTry);
    else if (shown.trap && this.trap) this.trap.draw(shown.trap);
    else if (!shown.trap && this.trap) {
      this.trap.destroy();
      this.trap = null;
    }
  }
}
