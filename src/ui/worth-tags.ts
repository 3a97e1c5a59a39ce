// A move's worth, cell by cell, drawn while it is previewed (screens/game/move-worth.ts decides it;
// the cut lines are split-lines.ts'): a small "+2" on each of the mover's cells that gains, the new
// cell's own "+4" on it, each on its square clear of the cell's count (worth-tag-place.ts), white
// on the gains' dark pill rimmed in the mover's ink, so it reads over any cell; and the move's
// total, "= +8", on the press's tag above the square (press-gain-tag.ts), where a finger does not
// hide it. A move that gains on its own cell alone has no tags: its total says it.

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import { pointsDown } from './art/board-plan.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { fitGainPill, gainPillPad } from './gain-pill.ts';
import { boardBounds } from './gain-place.ts';
import { pixelRatio } from './screen.ts';
import { textStyle } from './theme.ts';
import {
  countKeptOff,
  tagBox,
  worthTagAt,
  type Box,
  type CountAt,
  type WorthTagRoom,
} from './worth-tag-place.ts';
import { tagsClearOf } from './press-gain-place.ts';
import type { MoveWorth } from '../screens/game/move-worth.ts';
import { pressGainWords } from '../words/press-words.ts';

/** The tags' type, in CSS px: at least this, a fifth of a square on larger ones, at most the largest. */
const LEAST_CSS = 14;
const MOST_CSS = 22;

interface Tag {
  text: Phaser.GameObjects.Text;
  pill: Phaser.GameObjects.Image | undefined;
}

/** A tag's text and pill, as one tween's targets. */
const parts = (tag: Tag): Phaser.GameObjects.GameObject[] => (tag.pill ? [tag.text, tag.pill] : [tag.text]);

export class WorthTags {
  private readonly tags: Tag[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    private readonly layout: Layout,
    /** The piece count's disc on a square's cell, where one is shown: the tags keep off it. */
    private readonly countAt: CountAt,
  ) {}

  /**
   * Shows each cell's part of `worth` in `ink` (the mover's gain ink), or takes them away (null);
   * `made`: the move is on the board, its cell's count drawn and its floating gain at its top;
   * `cuts`: the new cut lines drawn with them (split-lines.ts), which the tags keep off where they can.
   */
  show(worth: MoveWorth | null, ink: string, made = false, cuts: WorthTagRoom['cuts'] = []): void {
    this.scene.tweens.killTweensOf(this.tags.flatMap(parts));
    // A move that gains on its own cell alone says it once, on the total.
    const terms = worth && worth.terms.length > 1 ? worth.terms : [];
    const ratio = pixelRatio();
    const size = Math.round(Math.min(MOST_CSS * ratio, Math.max(LEAST_CSS * ratio, this.fit.square * 0.2)));
    let used = 0;
    const taken: Box[] = [];
    for (const term of terms) {
      const tag = this.tag(used);
      tag.text.setFontSize(size).setPadding(gainPillPad(size), 0).setText(pressGainWords(term.points));
      const { x, y } = this.fit.cellPlacement(term.square);
      const tri = this.layout.grid === 'tri';
      const label = { width: tag.text.width, height: tag.text.height };
      const at = worthTagAt({
        centre: { x, y },
        square: this.fit.square,
        label,
        count: countKeptOff(term.square, worth!.square, made, this.countAt),
        footFirst: made && term.square === worth!.square,
        points: !tri ? null : pointsDown(this.layout, term.square) ? 'down' : 'up',
        taken,
        cuts,
        glass: boardBounds(this.fit, this.scene.scale.width, this.scene.scale.height),
      });
      if (!at) continue;
      taken.push(tagBox(at, label));
      tag.pill = fitGainPill(this.scene, tag.text, tag.pill, 29.7, ink);
      tag.text.setPosition(at.x, at.y).setVisible(true).setAlpha(1);
      tag.pill.setPosition(at.x, at.y);
      used++;
    }
    for (const tag of this.tags.slice(used)) {
      tag.text.setVisible(false);
      tag.pill?.setVisible(false);
    }
  }

  /**
   * The tags in sight fade out after `delay` ms, over `ms`, and go: a made move's gains are read
   * with its words, then the cells are left clean, their pieces and counts alone.
   */
  fadeOut(delay: number, ms: number): void {
    const shown = this.tags.filter((t) => t.text.visible);
    if (shown.length === 0) return;
    this.scene.tweens.add({
      targets: shown.flatMap(parts),
      alpha: 0,
      delay,
      duration: ms,
      onComplete: () => {
        for (const tag of shown) {
          tag.text.setVisible(false);
          tag.pill?.setVisible(false);
        }
      },
    });
  }

  /**
   * The tags the move's total (`total`, its box, or null: none shown) lies over are left out: the
   * total keeps off them where it can (press-gain-place.ts), and where it cannot, no two figures lie
   * one over the other (in the asking lens, magnified, "+6" read through "+12").
   */
  keepClearOf(total: Box | null): void {
    if (!total) return;
    const shown = this.tags.filter((t) => t.text.visible);
    const kept = tagsClearOf(total, this.boxesOf(shown));
    shown.forEach((tag, i) => {
      if (kept[i]) return;
      tag.text.setVisible(false);
      tag.pill?.setVisible(false);
    });
  }

  /** The tags in sight, as boxes on the scene (the move's total keeps off them). */
  boxes(): Box[] {
    return this.boxesOf(this.tags.filter((t) => t.text.visible));
  }

  private boxesOf(tags: readonly Tag[]): Box[] {
    return tags.map((t) => ({
      x: t.text.x - t.text.width / 2,
      y: t.text.y - t.text.height / 2,
      width: t.text.width,
      height: t.text.height,
    }));
  }

  private tag(i: number): Tag {
    const made = this.tags[i];
    if (made) return made;
    const text = this.scene.add
      .text(0, 0, '', textStyle(LEAST_CSS, '#ffffff', true))
      .setOrigin(0.5)
      .setDepth(29.8)
      .setVisible(false);
    const tag = { text, pill: undefined };
    this.tags.push(tag);
    return tag;
  }

  destroy(): void {
    for (const tag of this.tags.splice(0)) {
      tag.text.destroy();
      tag.pill?.destroy();
    }
  }
}
