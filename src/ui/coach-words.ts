// The coach's banner: the hint's reason, a square's gain preview, or why the perfect-play overlay
// is not available yet. One box at the top of the board screen's place for notices (notice-place.ts),
// wrapped to its width and shrunk to its height (never under the readable least), on a dark pill
// so it reads over any vessel and any cell colour. Notices in that place stand under it. Where
// that would cover what the player needs next (the aim's Place bubble and aimed square), it
// stands at the top of another free band, or at a band's foot, or, where every spot covers it,
// wraps narrower beside it in its band. It keeps off the first triangle game's picture card the
// same way; where no spot is clear of the card, the card gives way to the words the player asked for.

import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import { coachWordsFont, spanBeside, wordsBesideCard } from './notice-place.ts';
import { coversAny } from './rects.ts';
import { placeNotices } from './notice.ts';
import { pixelRatio } from './device-pixels.ts';
import { THEME, textStyle } from './theme.ts';

/** The narrowest the words wrap to beside the Place bubble, in CSS px: three or four short lines. */
const SPAN_LEAST_CSS = 120;

export class CoachWords {
  private readonly box: Phaser.GameObjects.Container;
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly text: Phaser.GameObjects.Text;
  private shown: string | null = null;
  /** When the words in sight were put there (performance.now()). */
  private shownAt = -Infinity;
  private readonly size: number;
  private readonly least: number;

  private readonly area: Rect;
  /** The words' box's width as last shown. */
  private width = 0;

  /**
   * `areas`: the place for notices, then other free bands; the words stand at the first one's top
   * unless that covers a box `avoid` gives.
   */
  constructor(
    scene: Phaser.Scene,
    private readonly areas: readonly Rect[],
    private readonly u: number,
    private readonly avoid: () => readonly Rect[] = () => [],
    /** A card being read (the first triangle game's picture), which gives way where the words cannot stand clear of it. */
    private readonly card: () => { box: Rect; close: () => void } | null = () => null,
  ) {
    const area = areas[0]!;
    this.area = area;
    const font = coachWordsFont(area.width, u, pixelRatio());
    this.size = font.size;
    this.least = font.least;
    this.text = scene.add
      .text(0, 0, '', {
        ...textStyle(this.size, THEME.text, true),
        align: 'center',
        wordWrap: { width: area.width - 28 * u },
      })
      .setOrigin(0.5, 0);
    this.bg = scene.add.graphics();
    this.box = scene.add
      .container(area.x + area.width / 2, area.y, [this.bg, this.text])
      .setDepth(1500)
      .setVisible(false);
  }

  show(words: string): void {
    if (words !== this.shown) this.shownAt = performance.now();
    this.shown = words;
    const u = this.u;
    // Measured at the place's width (a last show beside the Place bubble wrapped them narrower).
    this.text.setWordWrapWidth(this.area.width - 28 * u);
    // Long words shrink to the place's height, down to the coach's least size.
    for (let size = this.size; ; size -= u) {
      this.text.setFontSize(Math.max(size, this.least)).setText(words);
      if (this.text.height + 12 * u <= this.area.height || size <= this.least) break;
    }
    let w = Math.min(this.area.width, this.text.width + 24 * u);
    let h = this.text.height + 12 * u;
    this.text.setY(6 * u);
    const card = this.card();
    const avoid = card ? [...this.avoid(), card.box] : this.avoid();
    const spot = wordsBesideCard(this.areas, w, h, this.avoid(), card?.box ?? null);
    let at: { x: number; y: number } = spot;
    // Nowhere free (the Place bubble stands in the band): the words wrap narrower beside it.
    const keep = spot.cardGoes ? this.avoid() : avoid;
    const covers = coversAny({ x: at.x - w / 2, y: at.y, width: w, height: h }, keep);
    const span = covers ? spanBeside(this.area, keep, SPAN_LEAST_CSS * pixelRatio()) : null;
    if (span) {
      this.text.setFontSize(this.least).setWordWrapWidth(span.width - 28 * u);
      w = Math.min(span.width, this.text.width + 24 * u);
      h = this.text.height + 12 * u;
      at = { x: span.x + span.width / 2, y: this.area.y };
    }
    this.width = w;
    if (card && coversAny({ x: at.x - w / 2, y: at.y, width: w, height: h }, [card.box])) card.close();
    this.box.setPosition(at.x, at.y);
    this.bg.clear();
    this.bg.fillStyle(0x0a161b, 1);
    this.bg.fillRoundedRect(-w / 2, 0, w, h, Math.min(h / 2, 14 * u));
    this.bg.lineStyle(1.5 * u, THEME.accent, 1);
    this.bg.strokeRoundedRect(-w / 2, 0, w, h, Math.min(h / 2, 14 * u));
    this.box.setVisible(true);
    placeNotices();
  }

  hide(): void {
    this.shown = null;
    this.box.setVisible(false);
    placeNotices();
  }

  /** The box in game pixels while shown, and when its words were put there (performance.now()), or null. */
  bounds(): (Rect & { since: number }) | null {
    if (!this.shown) return null;
    return {
      since: this.shownAt,
      x: this.box.x - this.width / 2,
      y: this.box.y,
      width: this.width,
      height: this.text.height + 12 * this.u,
    };
  }

  /** The words in sight, or null. */
  words(): string | null {
    return this.shown;
  }
}
