// The heads-up display over the board: a panel per player (cell, name, score that counts up),
// the active player's glow, the thinking indicator, and the status line (under a sign, such as a
// retry's, while the game in play is not a plain game).

import { minText } from './device-pixels.ts';
import type Phaser from 'phaser';
import type { Player } from '../engine/index.ts';
import { CUE_ROOM } from './thinking-cue.ts';
import { fitPanelWords, LINE } from '../screens/game/panel-words-fit.ts';
import { statusLine, type StatusInput } from './status-line.ts';
import { panelsAt, panelWords, WAITING_CELL_ALPHA } from '../screens/game/panel-words.ts';
import { bandUnderPanels, hudColumn, hudFonts, hudRow, statusFit, wrappedScale } from './hud-column.ts';
import { pixelRatio } from './screen.ts';
import { addSign } from './hud-sign.ts';
import { FONT, THEME, textStyle } from './theme.ts';
import type { HudOptions, Panel } from './hud-types.ts';
import { addPanel } from './hud-panel.ts';
import { overlapArea } from './rects.ts';
import type { Rect } from './board-geometry.ts';
import { countEase, countedScore } from '../screens/game/move-beats.ts';

export type { HudOptions } from './hud-types.ts';

const boxOf = (o: { getBounds(): Phaser.Geom.Rectangle }) => {
  const b = o.getBounds();
  return { x: b.x, y: b.y, width: b.width, height: b.height };
};

export class Hud {
  private readonly panels: Panel[];
  private readonly u: number;
  private readonly status: Phaser.GameObjects.Text;
  private readonly statusWidth: number;
  private readonly statusHeight: number;
  /** The sign over the status line ("Practice · from move 12"), null for none. */
  private readonly sign: Phaser.GameObjects.Text | null = null;
  private dots = 0;
  /** A watched game held by Pause: the mover's panel says "Paused", not that it is thinking. */
  private paused = false;
  /** The status line's facts: the moves left in play, the final scores for the result. */
  private statusInput: StatusInput | null = null;
  private statusShownFor = '';
  /** Told when no score is counting any more. */
  private whenCounted: (() => void)[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    o: HudOptions,
  ) {
    const { area, u, column = false, sign = null } = o;
    this.u = u;
    const places = o.places ?? (column ? hudColumn(area, u) : hudRow(area, u));
    const stacked = places.stacked ?? false;
    const fonts = hudFonts(u, pixelRatio(), column, stacked);
    // Each panel's score size for its name to stay whole; both scores are drawn at the smaller.
    const scorePx = [fonts.score, fonts.score];
    this.panels = ([0, 1] as const).map((i) => addPanel(scene, o, i, places.panels[i], fonts, stacked));
    // Where a name would be cut, the score's type shrinks first (up to three digits beside a
    // watched "Medium 1"), the other panel's score with it; refitted whenever a score changes width.
    this.panels.forEach((panel, i) => {
      panel.fit = () => {
        scorePx[i] = panel.scoreForName();
        const px = Math.round(Math.min(...scorePx));
        this.panels.forEach((p, k) => {
          p.score.setFontSize(`${px}px`);
          p.fitName();
          this.showWords(p, k);
        });
        this.showCues();
      };
    });
    for (const panel of this.panels) panel.fit?.();
    let band = places.status;
    if (sign !== null) {
      // The sign takes the band's top under the panels' glow (a line of its own in the column), the status line the rest.
      band = bandUnderPanels(band, this.panelBounds());
      ({ sign: this.sign, band } = addSign(scene, band, sign, u, column));
    }
    this.status = scene.add
      .text(band.x + band.width / 2, band.y + band.height / 2, '', textStyle(fonts.status, THEME.text))
      .setOrigin(0.5);
    this.status.setShadow(0, 2 * u, '#000000', 4 * u, false, true);
    this.statusWidth = band.width;
    this.statusHeight = band.height;
    // One-shot calls chained: a looping timer event did not fire in this Phaser build.
    const tick = () => {
      this.tickDots();
      scene.time.delayedCall(300, tick);
    };
    scene.time.delayedCall(300, tick);
  }

  /** The band the status line sits in (its centre and size): the results label their way back there. */
  statusAnchor(): { x: number; y: number; width: number; height: number } {
    return { x: this.status.x, y: this.status.y, width: this.statusWidth, height: this.statusHeight };
  }

  /** Each player's panel (cell, name, score), in game pixels: nothing else may cover them. */
  panelBounds(): { x: number; y: number; width: number; height: number }[] {
    return this.panels.map((p) => boxOf(p.glow));
  }

  /** Hides the players' panels and the status line that reach under `cover` (the results' sheet), null showing them again. */
  hidePanelsUnder(cover: Rect | null): void {
    const under = (b: Rect) => !!cover && overlapArea(cover, b) > 0;
    for (const p of this.panels) {
      const hide = under(boxOf(p.glow));
      for (const o of [p.back, p.cell, p.name, p.score, p.thinking, p.light]) o.setVisible(!hide);
    }
    // A status line cut by the sheet's edge ("You lost" beside a desktop's sheet) goes with them.
    this.status.setVisible(!under(boxOf(this.status)));
  }

  /** Each panel's turn light this frame (its edge's strength, 0 to 1), for the test hook. */
  lights(): [number, number] {
    return [this.panels[0]!.light.edge.alpha, this.panels[1]!.light.edge.alpha];
  }

  /** Each player's name and score as drawn, in game pixels: the name must keep clear of the score. */
  nameAndScoreBounds(): {
    name: { x: number; y: number; width: number; height: number; text: string };
    score: { x: number; y: number; width: number; height: number; text: string };
  }[] {
    const box = (t: Phaser.GameObjects.Text) => ({ ...boxOf(t), text: t.text });
    return this.panels.map((p) => ({ name: box(p.name), score: box(p.score) }));
  }

  /** The status line as drawn, with the sign over it, in game pixels: notices keep clear of it. */
  statusBounds(): { x: number; y: number; width: number; height: number } {
    const b = this.status.getBounds();
    if (!this.sign) return boxOf(this.status);
    const t = this.sign.getBounds();
    const x = Math.min(b.x, t.x);
    return { x, y: t.y, width: Math.max(b.right, t.right) - x, height: b.bottom - t.y };
  }

  /** The status line's text as shown, after the sign's words when there is a sign (a sentence of their own). */
  statusText(): string {
    return this.sign ? `${this.sign.text}. ${this.status.text}` : this.status.text;
  }

  /** The scores the panels show this moment, partway through a count-up. */
  displayedScores(): [number, number] {
    return [Number(this.panels[0]!.score.text), Number(this.panels[1]!.score.text)];
  }

  /** Resolves once neither score is counting (at once when none is). */
  counted(): Promise<void> {
    if (this.panels.every((p) => !p.counter)) return Promise.resolve();
    return new Promise((resolve) => this.whenCounted.push(resolve));
  }

  /** Counts both scores up (or down) to their new values. */
  countTo(scores: [number, number], duration: number): void {
    this.panels.forEach((panel, i) => {
      const target = scores[i]!;
      if (target === panel.shown && !panel.counter) return;
      panel.counter?.stop();
      const from = Number(panel.score.text);
      panel.shown = target;
      if (duration <= 0) {
        panel.counter = undefined;
        panel.score.setText(String(target));
        panel.fit?.();
        return;
      }
      // The count's first step shows at once, with the gain's pop, not a frame later.
      const digits = panel.score.text.length;
      panel.score.setText(String(countedScore(from, target, from)));
      if (panel.score.text.length !== digits) {
        this.showWords(panel, i);
        this.showCues();
      }
      this.showStatus();
      const counter = this.scene.tweens.addCounter({
        from,
        to: target,
        duration,
        ease: countEase(duration),
        onUpdate: (t) => {
          const digits = panel.score.text.length;
          panel.score.setText(String(countedScore(from, target, t.getValue() ?? target)));
          // A score that gains a figure takes room from the words beside it.
          if (panel.score.text.length !== digits) {
            this.showWords(panel, i);
            this.showCues();
          }
          this.showStatus();
        },
        onComplete: () => {
          panel.score.setText(String(target));
          if (panel.counter === counter) panel.counter = undefined;
          panel.fit?.();
          this.showStatus();
          this.tellCounted();
        },
      });
      panel.counter = counter;
      if (target > from) {
        this.scene.tweens.add({
          targets: panel.score,
          scale: { from: 1.25, to: 1 },
          duration: duration,
          ease: 'Back.easeOut',
        });
      }
    });
    this.showStatus();
    this.tellCounted();
  }

  private tellCounted(): void {
    if (this.panels.some((p) => p.counter)) return;
    const waiting = this.whenCounted;
    this.whenCounted = [];
    waiting.forEach((resolve) => resolve());
  }

  /** The words each panel shows on its player's turn, e.g. ['Your turn', 'to move']. */
  setTurnWords(words: [string, string]): void {
    this.panels.forEach((panel, i) => (panel.turnWord = words[i]!));
    this.setTurn(this.turn);
  }

  private turn: Player | null = null;
  private playing: Player | null = null;
  /** The player whose cell still falls (a flask): their move still, their panel lit. */
  private falling: Player | null = null;
  private jumpsLeft: readonly [number | null, number | null] | null = null;
  /** Each player's jumps left (null: no jumps in the rules), said before the turn's words. */
  setJumpsLeft(jumps: readonly [number | null, number | null] | null): void {
    this.jumpsLeft = jumps;
    this.panels.forEach((panel, i) => this.showWords(panel, i));
    this.showCues();
  }

  /**
   * Marks whose turn it is (null when nobody's: a move settling, the game over) and whose move still
   * lands and divides (`playing`): the panel's light, and the words under the name.
   */
  setTurn(player: Player | null, playing: Player | null = null, falling: Player | null = null): void {
    this.turn = player;
    this.playing = playing;
    this.falling = falling;
    const beats = this.beats();
    this.panels.forEach((panel, i) => {
      // One panel lit (turn-light.ts): its light thinks only where it is the lit one.
      panel.light.set(beats[i]!.lit, beats[i]!.lit && beats[i]!.thinking && !this.paused);
      panel.cell.setAlpha(beats[i]!.strong ? 1 : WAITING_CELL_ALPHA);
      if (!panel.isThinking || this.paused) this.showWords(panel, i);
    });
  }

  /** Both panels at this beat of the turn (panel-words.ts decides). */
  private beats() {
    const thinker = (this.panels.findIndex((p) => p.isThinking) + 1) as Player | 0;
    const thinking = thinker || null;
    return panelsAt({ turn: this.turn, playing: this.playing, thinking, falling: this.falling });
  }

  setThinking(player: Player | null): void {
    this.panels.forEach((panel, i) => {
      panel.isThinking = player === i + 1;
      this.showWords(panel, i);
    });
    this.setTurn(this.turn, this.playing, this.falling);
    this.tickDots();
    this.showCues();
  }

  /** A watched game paused or playing on: the mover's panel says "Paused" while it holds. */
  setPaused(paused: boolean): void {
    this.paused = paused;
    this.setTurn(this.turn, this.playing, this.falling);
    this.panels.forEach((panel, i) => this.showWords(panel, i));
    this.tickDots();
    this.showCues();
  }

  /** The thinking cue beside "thinking" in the thinker's panel, none while paused. */
  private showCues(): void {
    for (const panel of this.panels) {
      const at = panel.cueAt;
      // Where the words could not leave it room (a narrow panel), the word "thinking" says it alone.
      if (!panel.isThinking || this.paused || at === null) {
        panel.cue.hide();
        continue;
      }
      panel.cue.place({ x: at.x + at.h * 0.2, y: at.y, width: at.h * 2.7, height: at.h });
      panel.cue.show();
    }
  }

  /** The thinking cue's box in game pixels while it shows, else null. */
  thinkingCue(): { x: number; y: number; width: number; height: number } | null {
    for (const panel of this.panels) {
      const b = panel.cue.bounds();
      if (b) return b;
    }
    return null;
  }

  /** Where a panel's words must end: short of its score. */
  private roomRight(panel: Panel): number {
    return panel.score.x - panel.score.width * panel.score.scaleX - 8 * this.u;
  }

  /**
   * The words under the name fitted beside the score (panel-words-fit.ts): smaller down to the
   * readable floor, else on two lines, the thinking cue left out where it has no room.
   */
  private showWords(panel: Panel, i: number): void {
    const t = panel.thinking;
    const words = this.panelWords(panel, i);
    const thinking = panel.isThinking && !this.paused;
    const width = this.roomRight(panel) - t.x;
    const key = `${words}|${Math.round(width)}|${thinking}`;
    if (panel.wordsShown === key) return;
    panel.wordsShown = key;
    const room = { width, px: panel.wordsPx, least: minText(), cue: thinking ? CUE_ROOM * LINE : 0 };
    const fit = fitPanelWords(words, { ...room, twoLines: panel.twoLines }, this.measure);
    t.setScale(1).setFontSize(`${fit.px}px`).setText(fit.lines.join('\n'));
    const at = panel.linesAt({ lines: fit.lines.length, px: fit.px });
    panel.name.setY(at.nameY);
    t.setY(at.wordsY);
    const h = t.displayHeight / fit.lines.length;
    const last = fit.lines.at(-1) ?? '';
    panel.cueAt = fit.cue
      ? { x: t.x + this.measure(last, fit.px), y: t.y + t.displayHeight / 2 - h, h }
      : null;
  }

  /** Words' widths in the panels' font, without drawing them (a canvas's measure). */
  private readonly measure = wordsMeasure();

  /** The words under a player's name: paused, thinking, their turn, next, or nothing. */
  private panelWords(panel: Panel, i: number): string {
    return panelWords({
      ...this.beats()[i]!,
      paused: this.paused,
      turnWord: panel.turnWord,
      // The cue's rising cells stand for the dots.
      dots: 0,
      jumpsLeft: this.jumpsLeft?.[i] ?? null,
    });
  }

  /** The status line for these facts: the moves left in play, the result from the final scores at the end. */
  setStatus(input: StatusInput): void {
    this.statusInput = input;
    this.statusShownFor = '';
    this.showStatus();
  }

  private showStatus(): void {
    if (!this.statusInput) return;
    const line = statusLine(this.statusInput);
    if (line === this.statusShownFor) return;
    this.statusShownFor = line;
    this.status.setWordWrapWidth(null).setText(line).setScale(1);
    // A long line (equal moves adds its reason) shrinks to its band rather than run off a phone
    // (or under a sign, into the board), but never under 12 CSS px: past that it takes two lines.
    const band = { width: this.statusWidth, height: this.statusHeight };
    const least = minText() / parseFloat(String(this.status.style.fontSize));
    const fit = statusFit(this.status.width, this.status.height, band, least);
    if ('scale' in fit) {
      this.status.setScale(fit.scale);
      return;
    }
    this.status.setWordWrapWidth(fit.wrapAt, true).setAlign('center');
    this.status.setScale(wrappedScale(this.status.width, this.status.height, band, least));
  }

  private tickDots(): void {
    this.dots = (this.dots + 1) % 4;
    for (const panel of this.panels) {
      if (panel.isThinking && !this.paused) {
        this.showWords(panel, this.panels.indexOf(panel));
        panel.cell.setAngle(Math.sin(this.dots) * 8);
      } else {
        panel.cell.setAngle(0);
      }
    }
  }
}

/** A measure of words at a size in the panels' font (regular weight), on a canvas of its own. */
function wordsMeasure(): (words: string, px: number) => number {
  const ctx = document.createElement('canvas').getContext('2d');
  return (words, px) => {
    if (!ctx) return words.length * px * 0.55;
    ctx.font = `${Math.round(px)}px ${FONT}`;
    return ctx.measureText(words).width;
  };
}
