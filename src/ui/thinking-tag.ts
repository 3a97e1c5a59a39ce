// The thinking cue by the board: while a computer thinks past half a second a tag says so
// ("Expert is thinking") with the same rising cells as the panel's cue, its edge pulsing gently:
// where the HUD stands in a column beside the board (a tablet, a desktop) on the board's top rim,
// as its panels are far from the squares the eye is on; upright on a phone under the status line,
// over the board (the panel's small "thinking" went unseen there); on a phone on its side, whose
// board leaves no room over it, on the thinker's panel in the column. Placed by thinking-tag-place.ts.

import Phaser from 'phaser';
import type { Match } from '../game/match.ts';
import type { PaletteName } from './palette.ts';
import { paletteCss } from './palette.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { ThinkingCue } from './thinking-cue.ts';
import { THEME, textStyle } from './theme.ts';
import { thinkingTagWords } from '../words/thinking-words.ts';
import {
  overBoardLeast,
  panelTagBand,
  TAG_TALL,
  TAG_AFTER_MS,
  tagBackAlpha,
  tagBand,
  uprightTagBand,
  type TagBand,
} from '../screens/game/thinking-tag-place.ts';
import { reducedMotion } from './motion.ts';
import { minText } from './device-pixels.ts';
import { pixelRatio } from './screen.ts';

export class ThinkingTag {
  private parts: Phaser.GameObjects.GameObject[] = [];
  private cue: ThinkingCue | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly band: TagBand,
    private readonly palette: string,
    private readonly colour: number,
    private readonly u: number,
  ) {}

  /** Shows the tag for `name` thinking (once; a second call leaves it). */
  show(name: string): void {
    if (this.parts.length > 0) return;
    const { scene, band, u } = this;
    // On a panel (a band with a width) the tag covers the panel's name and words whole, its own
    // words shrunk to its room down to the readable floor; over the board it is as wide as its words.
    const onPanel = band.width !== undefined;
    const height = onPanel ? band.bottom - band.top : Math.min(band.bottom - band.top - 6 * u, TAG_TALL * u);
    const y = (band.top + band.bottom) / 2;
    const words = scene.add
      .text(0, y, thinkingTagWords(name), textStyle(height * 0.5, THEME.text))
      .setOrigin(0, 0.5)
      .setDepth(41);
    const pad = Math.min(height * 0.45, 14 * u);
    const across = () => pad + words.width + words.height * 3 + pad * 0.6;
    if (onPanel && across() > band.width!)
      words.setFontSize(Math.max(minText(), height * 0.5 * (band.width! / across())));
    const h = words.height;
    const cueW = h * 2.7;
    const width = onPanel ? band.width! : across();
    const left = band.x - width / 2;
    words.setX(left + pad);
    const shape = { width, height, radius: Math.min(height / 2, 12 * u) };
    const back = scene.add
      .image(
        band.x,
        y,
        roundedRectTexture(scene, { ...shape, fill: THEME.panel, fillAlpha: tagBackAlpha(band) }),
      )
      .setDepth(40);
    const edge = scene.add
      .image(band.x, y, roundedRectTexture(scene, { ...shape, stroke: this.colour, strokeWidth: 2 * u }))
      .setDepth(40);
    this.cue = new ThinkingCue(
      scene,
      { x: left + pad + words.width + h * 0.3, y: y - h / 2, width: cueW, height: h },
      this.palette,
      42,
    );
    this.cue.show();
    this.parts = [back, edge, words];
    // On a panel its back stands at once, whole, so the panel's words never show through it.
    for (const part of onPanel ? [edge, words] : this.parts)
      scene.tweens.add({ targets: part, alpha: { from: 0, to: 1 }, duration: 150 });
    // The edge breathes while it thinks: a still tag reads as part of the page.
    if (!reducedMotion())
      scene.tweens.add({ targets: edge, alpha: 0.35, delay: 150, duration: 650, yoyo: true, repeat: -1 });
  }

  hide(): void {
    for (const part of this.parts.splice(0)) {
      this.scene.tweens.killTweensOf(part);
      part.destroy();
    }
    this.cue?.destroy();
    this.cue = null;
  }

  /** The tag's box in game pixels while shown, else null. */
  bounds(): { x: number; y: number; width: number; height: number } | null {
    const back = this.parts[0] as Phaser.GameObjects.Image | undefined;
    if (!back) return null;
    const b = back.getBounds();
    return { x: b.x, y: b.y, width: b.width, height: b.height };
  }
}

/** What the board screen knows of where the tag goes and whose it is. */
export interface TagSetting {
  /** The board's picture: its left, its frame's width and its squares' top, in game pixels. */
  fit: { left: number; frame: { width: number }; gridTop(): number };
  /** The strip over the board (the forecast's), none when its height is 0: the band starts under it. */
  strip: { y: number; height: number };
  palettes: readonly [PaletteName, PaletteName];
  names: readonly [string, string];
  u: number;
  /** The HUD stands in a column beside the board; else upright, its status line over the board. */
  column: boolean;
  hud: {
    statusBounds(): { y: number; height: number };
    panelBounds(): Box[];
    nameAndScoreBounds(): { score: Box }[];
  };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Shows the tag by the board while a computer opponent of one person thinks in `match`, for as long
 * as the scene's layout lasts; none where the band over the board is too low to hold it.
 */
export function thinkingTagOn(scene: Phaser.Scene, match: Match, o: TagSetting): void {
  const strip = o.strip.height > 0 ? o.strip.y + o.strip.height : 0;
  const status = o.hud.statusBounds();
  const x = o.fit.left + o.fit.frame.width / 2;
  // Over the board only where the tag stands there whole and readable (a tablet's, a desktop's margin).
  const over = o.column
    ? tagBand(x, strip, o.fit.gridTop(), overBoardLeast(o.u, pixelRatio()))
    : uprightTagBand(x, Math.max(strip, status.y + status.height), o.fit.gridTop(), 40 * o.u, 24 * o.u);
  // A column with no room over the board (a phone on its side): on the thinker's own panel.
  const panels = o.hud.panelBounds();
  const scores = o.hud.nameAndScoreBounds();
  const bands = o.palettes.map((_, i) =>
    over ? over : o.column && panels[i] && scores[i] ? panelTagBand(panels[i], scores[i].score, o.u) : null,
  );
  const tags = o.palettes.map((p, i) => {
    const band = bands[i];
    const colour = Phaser.Display.Color.HexStringToColor(paletteCss(p)).color;
    return band ? new ThinkingTag(scene, band, p, colour, o.u) : null;
  });
  if (tags.every((t) => t === null)) return;
  const show = (player: number | null) =>
    tags.forEach((tag, i) => (player === i + 1 ? tag?.show(o.names[i]!) : tag?.hide()));
  // Shown once a think has lasted TAG_AFTER_MS, if it still goes on.
  let wait: Phaser.Time.TimerEvent | null = null;
  const thinking = (player: number | null) => {
    wait?.remove();
    wait = null;
    if (player === null) return show(null);
    wait = scene.time.delayedCall(TAG_AFTER_MS, () => match.isThinking && show(player));
  };
  thinking(match.isThinking ? match.position.toMove() : null);
  const off = match.on((e) => {
    if (e.type === 'thinking') thinking(e.thinking ? e.player : null);
    else if (e.type === 'over' || e.type === 'undo' || e.type === 'restart') thinking(null);
  });
  scene.events.once('shutdown', () => {
    off();
    thinking(null);
  });
}
