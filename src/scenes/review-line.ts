// The review's words about the move shown: its line (what it cost, the better move and why), and
// why the chart and the score disagree there (the chart's aside) under the chart where the layout
// gives it a place, else after the line, just over the chart. Where the words would not fit their
// box at the least size, the parts a player can spare give way (screens/review/line-room.ts: the
// rings' key, the aside, the game's lesson), then the last sentences, and the line ends "More ›":
// a tap shows them all on a panel over the chart, a tap on it puts it away. Never under the chart.
// A line's head (the key moment's "Move 34: b1 gave away 10 points") is drawn bold above the rest.

import type Phaser from 'phaser';
import type { Rect } from '../ui/board-geometry.ts';
import { fitBlock } from '../ui/fit-text.ts';
import { SHOWN_LINE_COLOUR } from '../ui/review-list.ts';
import { SECONDARY_COLOUR } from '../ui/secondary-text.ts';
import { roundedRectTexture } from '../ui/shape-texture.ts';
import { THEME, textStyle } from '../ui/theme.ts';
import { LINE_LEAST_CSS } from '../screens/review/review-type.ts';
import { lineInRoom, type LinePart } from '../screens/review/line-room.ts';
import type { ReviewSnapshot } from '../screens/review/review-model.ts';
import type { ReviewLayout } from '../screens/review/review-layout.ts';
import { LINE_MORE_WORDS } from '../words/review-words.ts';

export class ReviewLine {
  private readonly text: Phaser.GameObjects.Text;
  /** The line's bold head, above its words; empty on a line without one. */
  private readonly head: Phaser.GameObjects.Text;
  private readonly aside: Phaser.GameObjects.Text | null;
  /** Over the line's box while its words are cut: a tap shows them whole. */
  private readonly tap: Phaser.GameObjects.Zone;
  private whole = '';
  private panel: Phaser.GameObjects.GameObject[] = [];
  private readonly at: Rect;
  private readonly asideAt: Rect | null;
  private readonly wholeAt: Rect;

  /** `legend`: the line says the gold rings' key (the key waits behind "?"); the aside's place under the chart is the layout's, or none. */
  constructor(
    private readonly scene: Phaser.Scene,
    layout: Pick<ReviewLayout, 'line' | 'aside' | 'chart'>,
    private readonly size: number,
    private readonly legend: boolean,
    private readonly u: number,
  ) {
    const at = layout.line;
    const asideAt = layout.aside;
    this.at = at;
    this.asideAt = asideAt;
    // A tap on words cut to fit shows them whole over the line and the chart.
    this.wholeAt = { ...at, height: layout.chart.y + layout.chart.height - at.y };
    this.text = scene.add.text(at.x, at.y, '', textStyle(size, THEME.text)).setWordWrapWidth(at.width, true);
    this.head = scene.add
      .text(at.x, at.y, '', textStyle(size, SHOWN_LINE_COLOUR, true))
      .setWordWrapWidth(at.width, true);
    this.aside = asideAt
      ? scene.add
          .text(asideAt.x, asideAt.y, '', textStyle(size * 0.9, SECONDARY_COLOUR))
          .setWordWrapWidth(asideAt.width, true)
      : null;
    this.tap = scene.add
      .zone(at.x + at.width / 2, at.y + at.height / 2, at.width, at.height)
      .setInteractive({ useHandCursor: true });
    this.tap.on('pointerup', () => (this.panel.length > 0 ? this.hideWhole() : this.showWhole()));
    this.tap.input!.enabled = false;
  }

  show(shot: ReviewSnapshot): void {
    this.hideWhole();
    const aside = shot.chart.aside;
    if (this.aside && this.asideAt) {
      this.aside.setText(aside ?? '');
      fitBlock(this.aside, this.asideAt.width, this.asideAt.height, LINE_LEAST_CSS - 2);
    }
    // After the line, on lines of their own, the first to give way: the rings' key, then why the chart disagrees.
    const after: LinePart[] = [
      ...(!this.aside && aside ? [{ words: aside, spare: 2, ownLine: true }] : []),
      ...(this.legend && shot.legend ? [{ words: shot.legend, spare: 3, ownLine: true }] : []),
    ];
    const [first, ...rest] = shot.line.parts;
    const head = first?.head ? first.words : '';
    const parts = head ? rest : shot.line.parts;
    const { width } = this.at;
    // The head takes its lines first, at the least size at worst; the rest fits what is left under it.
    this.head.setText(head);
    const headHeight = head ? fitBlock(this.head, width, this.at.height / 3, LINE_LEAST_CSS) + 4 * this.u : 0;
    const height = this.at.height - headHeight;
    this.text.setY(this.at.y + headHeight);
    const fits = (words: string) => {
      this.text.setText(words);
      return fitBlock(this.text, width, height, LINE_LEAST_CSS) <= height + 0.5;
    };
    const room = lineInRoom([...parts, ...after], fits);
    this.text.setText(room.shown).setColor(SHOWN_LINE_COLOUR);
    fitBlock(this.text, width, height, LINE_LEAST_CSS);
    this.whole = head ? `${head}\n${room.whole}` : room.whole;
    this.tap.input!.enabled = room.cut;
  }

  /** The line's words as drawn, its head first. */
  words(): string {
    return this.head.text ? `${this.head.text}\n${this.text.text}` : this.text.text;
  }

  /** All the line's words on a panel over the chart, while cut; a tap on it (or the line) puts it away. */
  private showWhole(): void {
    const r = this.wholeAt;
    const inset = 10 * this.u;
    const text = this.scene.add
      .text(
        r.x + inset,
        r.y + inset,
        `${this.whole}\n${LINE_MORE_WORDS.close}`,
        textStyle(this.size, THEME.text),
      )
      .setDepth(3.1);
    fitBlock(text, r.width - 2 * inset, r.height - 2 * inset, LINE_LEAST_CSS);
    const texture = roundedRectTexture(this.scene, {
      width: r.width,
      height: r.height,
      radius: 12 * this.u,
      fill: THEME.panel,
      stroke: THEME.accent,
      strokeWidth: 1.5 * this.u,
    });
    const panel = this.scene.add
      .image(r.x + r.width / 2, r.y + r.height / 2, texture)
      .setDepth(3)
      .setInteractive();
    panel.on('pointerup', () => this.hideWhole());
    this.panel = [panel, text];
  }

  private hideWhole(): void {
    for (const o of this.panel) o.destroy();
    this.panel = [];
  }
}
