// What a move earned, shown where it happened: a `+6` popping in on the placed cell in the mover's
// colour and rising to rest at the top of its square (a loss for the other player, when the rules
// take points, falling to its bottom, in theirs), so it reads as that cell's and never rests on a
// square still to play (gain-on-cell.ts); a capture's words find free space beside the cells
// instead (gain-place.ts); and a pulse around every cell whose division pattern changed as it
// splits. A number lives as long as screens/game/move-beats.ts says (gone before the next move can
// land), and one still in sight as the next cell lands fades at once. With reduced motion the
// numbers stand still and the pulses are left out.

import type Phaser from 'phaser';
import { reducedMotion } from './motion.ts';
import { pixelRatio } from './screen.ts';
import { textStyle } from './theme.ts';
import type { BoardGeometryFit, Rect } from './board-geometry.ts';
import { boardBounds, GAIN_DRIFT, GAIN_FONT, placeGain } from './gain-place.ts';
import { gainAround } from './gain-around.ts';
import { newCuts, type Cut } from './new-cuts.ts';
import { restGain } from './gain-rest.ts';
import { gainCoversCount, gainFontBesideCount, gainOnCell } from './gain-on-cell.ts';
import { gainInk } from './gain-ink.ts';
import { signed } from './move-words.ts';
import { fitGainPill, gainPillPad, gainTimes } from './gain-pill.ts';
import type { MoveEvent } from '../game/events.ts';
import { paletteCss, type PaletteName } from './palette.ts';
import { FlourishLedger, type FlourishOwner } from '../screens/game/flourish-ledger.ts';

export interface FloatingGain {
  text: string;
  /** CSS colour of the player it counts for. */
  colour: string;
  square: number;
  rises: boolean;
}

/** The gains in sight, with their labels and the boxes their paths sweep, for the automation hook and the next gains. */
interface InSight {
  gain: FloatingGain;
  label: Phaser.GameObjects.Text;
  path: Rect;
  gone?: () => void;
  /** Fading at once (a new cell landed): the next gains need not keep off it. */
  fading?: boolean;
}
const inSight: InSight[] = [];

/** The gains in sight, each with its label's box in game pixels. */
export function floatingGains(): (FloatingGain & {
  box: { x: number; y: number; width: number; height: number };
})[] {
  return inSight.map(({ gain, label }) => {
    const b = label.getBounds();
    return { ...gain, box: { x: b.x, y: b.y, width: b.width, height: b.height } };
  });
}

/**
 * Labels put back after floating, per scene, for the next move: a new Text per move would make and
 * upload a new texture each time, which under software WebGL can hold a frame past 100 ms.
 */
const spareLabels = new WeakMap<Phaser.Scene, Phaser.GameObjects.Text[]>();

/** Each label's plate: the gains' pill under the number (gain-pill.ts), moving, scaling and fading with it. */
const plates = new WeakMap<Phaser.GameObjects.Text, Phaser.GameObjects.Image>();

/** A label and its plate, as one tween's targets. */
const withPlate = (label: Phaser.GameObjects.Text) => [label, plates.get(label)!];

/** Fits `label`'s plate to its text as it now reads, rimmed in its ink (gain-pill.ts). */
function fitPlate(
  scene: Phaser.Scene,
  label: Phaser.GameObjects.Text,
  ink: string,
): Phaser.GameObjects.Image {
  const plate = fitGainPill(scene, label, plates.get(label), 899, ink);
  plates.set(label, plate);
  return plate;
}

function labelFor(
  scene: Phaser.Scene,
  text: string,
  fontSize: number,
  colour: string,
  stroke: number,
): Phaser.GameObjects.Text {
  const spare = spareLabels.get(scene) ?? [];
  spareLabels.set(scene, spare);
  const reused = spare.pop();
  const ink = gainInk(colour);
  const pad = gainPillPad(fontSize);
  if (reused) {
    reused
      .setFontSize(textStyle(fontSize).fontSize as string)
      .setColor(ink)
      .setStroke('#06141a', stroke)
      .setPadding(pad, 0)
      .setText(text);
    fitPlate(scene, reused, ink);
    return reused.setVisible(true).setAlpha(1).setScale(1);
  }
  // On a dark pill, so the number reads over any cell, its own colour's too (gain-ink.ts).
  const label = scene.add
    .text(0, 0, text, textStyle(fontSize, ink, true))
    .setOrigin(0.5)
    .setDepth(900)
    .setPadding(pad, 0);
  label.setStroke('#06141a', stroke);
  fitPlate(scene, label, ink);
  // A scene that shuts down destroys its labels: they must not be handed out again.
  label.once('destroy', () => {
    const i = spare.indexOf(label);
    if (i >= 0) spare.splice(i, 1);
  });
  return label;
}

/**
 * How far a gain's pill reaches past its label's box, in game pixels: half its rim (which straddles
 * the outline, gain-pill.ts) and the pop's overshoot (Back.easeOut from 0.82 reaches about 1.02):
 * kept inside the board's glass whole, a "+12" on a 12×12's edge column never spills over its rim.
 */
function pillOverhang(width: number, height: number): number {
  return Math.max(2, height * 0.06) / 2 + 0.02 * Math.max(width, height) + 1;
}

const insetBy = (r: Rect, d: number): Rect => ({
  x: r.x + d,
  y: r.y + d,
  width: Math.max(0, r.width - 2 * d),
  height: Math.max(0, r.height - 2 * d),
});

/** Where a gain may go: the inside of the board's glass, the board's picture, and the centres of the other cells on it. */
export interface GainBoard {
  inside: Rect;
  /** The glass's outline, where its box's corners are off the board (gain-place.ts). */
  glass?: readonly { x: number; y: number }[];
  bounds: Rect;
  cells: readonly { x: number; y: number }[];
  empty?: readonly { x: number; y: number }[];
  /** The squares' names beside the glass: never covered where there is a choice. */
  keepOff?: readonly Rect[];
}

/** A move's number rests on its own cell (gain-on-cell.ts), `alone` or `shared` with a loss of the same move. */
export interface OwnCell {
  bounds: Rect;
  own: 'alone' | 'shared';
  /** The cell's count once the move has divided it (null: none), and a way to step it out of sight. */
  count?: { box: Rect | null; hold(ms: number): void };
  /** The board around the cell, and the move's new cuts: where the gain rests (gain-rest.ts), off the cuts. */
  around?: ReturnType<typeof gainAround> & { cuts?: readonly Cut[] };
}

/** A cell on the board as the gains see it: where its count stands for a pattern, and holding the count out of sight. */
export interface CountedCell {
  countBoxFor(pattern: number): Rect | null;
  holdCount(ms: number): void;
}

/**
 * Floats `text` from the square centred at `at`: up for a gain, down for a loss, a move's number on
 * its cell (gain-on-cell.ts, `board` an OwnCell), words in the free space around it (gain-place.ts), its path on
 * `board`'s picture. `size` is the square's size.
 */
export function floatGain(
  scene: Phaser.Scene,
  at: { x: number; y: number },
  size: number,
  gain: Omit<FloatingGain, 'rises'>,
  up: boolean,
  board: GainBoard | OwnCell,
  life = 700,
  /** The share of its life it stands before rising and fading (words are read longer than a number). */
  stand = 0.25,
): void {
  const still = reducedMotion();
  // At least 16 CSS px, so a small square's gain can still be read.
  const font = Math.max(16 * pixelRatio(), size * GAIN_FONT);
  const label = labelFor(scene, gain.text, font, gain.colour, Math.max(3, font * 0.19));
  const count = 'own' in board ? board.count : undefined;
  if (count?.box) {
    // Smaller, down to 16 CSS px, where that lets it rest between its square's edge and the count.
    const fitted = gainFontBesideCount({ from: at, square: size, up }, count.box, {
      want: font,
      least: 16 * pixelRatio(),
      perFont: label.height / font,
    });
    if (fitted < font - 0.5) {
      label.setFontSize(textStyle(fitted).fontSize as string).setPadding(gainPillPad(fitted), 0);
      fitPlate(scene, label, gainInk(gain.colour));
    }
  }
  const room = {
    from: at,
    square: size,
    label: { width: label.width, height: label.height },
    up,
    drift: still ? 0 : size * GAIN_DRIFT,
    bounds: insetBy(board.bounds, pillOverhang(label.width, label.height)),
    labels: inSight.filter((e) => !e.fading).map((e) => e.path),
  };
  const rest =
    'own' in board && board.around
      ? restGain({ ...room, ...board.around, shared: board.own === 'shared', count: count?.box ?? null })
      : null;
  const { x, start, end, path } =
    rest?.place ??
    ('own' in board
      ? gainOnCell({ ...room, shared: board.own === 'shared' })
      : placeGain({
          ...room,
          inside: board.inside,
          glass: board.glass,
          cells: board.cells,
          empty: board.empty,
          keepOff: board.keepOff,
        }));
  // Where even the smallest gain rests over the count (a phone's 12×12 corner), the count steps aside for its life.
  if (count && (rest?.onCell ?? true) && gainCoversCount({ x, start, end, path }, label, count.box))
    count.hold(life);
  const entry: InSight = { gain: { ...gain, rises: !still }, label, path };
  inSight.push(entry);
  // A gain resting beside its cell rises from the cell itself to its place off the new cuts, so it
  // reads as that cell's (a loss shares the cell: both keep to their own paths).
  const rise = !still && rest !== null && !rest.onCell && 'own' in board && board.own === 'alone';
  label.setPosition(rise ? at.x : x, rise ? at.y : start);
  plates.get(label)!.setPosition(rise ? at.x : x, rise ? at.y : start);
  const forget = () => {
    const i = inSight.indexOf(entry);
    if (i >= 0) inSight.splice(i, 1);
  };
  const gone = () => {
    forget();
    label.off('destroy', forget);
    if (!label.scene) return;
    label.setVisible(false);
    plates.get(label)?.setVisible(false);
    spareLabels.get(scene)?.push(label);
  };
  entry.gone = gone;
  label.once('destroy', forget);
  // Whole while it drifts, so it reads over any colour; it fades only at the end (gain-pill.ts).
  const times = gainTimes(life, still, stand);
  // It pops in from a size still read (16 CSS px at least × 0.82 stays over 13).
  if (!still)
    scene.tweens.add({
      targets: withPlate(label),
      scale: { from: 0.82, to: 1 },
      duration: 160,
      ease: 'Back.easeOut',
    });
  if (rise)
    scene.tweens.add({ targets: withPlate(label), x, y: end, duration: life * RISE, ease: 'Sine.easeOut' });
  else if (times.drift)
    scene.tweens.add({ targets: withPlate(label), y: end, ...times.drift, ease: 'Sine.easeOut' });
  scene.tweens.add({
    targets: withPlate(label),
    alpha: { from: 1, to: 0 },
    ...times.fade,
    ease: 'Sine.easeIn',
    onComplete: gone,
  });
}

/** The share of its life a gain takes to rise from its cell to its place beside it: then it rests, read. */
const RISE = 0.3;

/** Each scene's live flourishes (flourish-ledger.ts decides when they end). */
const ledgers = new WeakMap<Phaser.Scene, FlourishLedger>();

/**
 * The scene's ledger of live flourishes, made on first use: a pause (the results over the board)
 * ends them all where they stand, as the scene's end does, so none stays frozen on a still board.
 */
export function flourishesOf(scene: Phaser.Scene): FlourishLedger {
  const known = ledgers.get(scene);
  if (known) return known;
  const ledger = new FlourishLedger();
  ledgers.set(scene, ledger);
  const paused = () => endFlourishes(scene);
  scene.events.on('pause', paused);
  scene.events.once('shutdown', () => {
    scene.events.off('pause', paused);
    ledger.endAll();
    ledgers.delete(scene);
  });
  return ledger;
}

/**
 * Notes `object`'s animation as `owner`'s flourish: ended early, its tweens stop and it goes;
 * returns what to call as it ends by itself (it goes then too).
 */
export function noteFlourish(
  scene: Phaser.Scene,
  owner: FlourishOwner,
  object: Phaser.GameObjects.GameObject,
): () => void {
  const forget = flourishesOf(scene).add(owner, () => {
    scene.tweens.killTweensOf(object);
    object.destroy();
  });
  return () => {
    forget();
    object.destroy();
  };
}

/**
 * Every flourish ends where it stands (its numbers, rings, confetti and waits): a board paused under
 * its results (and shown again when the results close) would otherwise keep them frozen mid-flight.
 */
export function endFlourishes(scene: Phaser.Scene): void {
  for (const entry of inSight.filter((e) => e.label.scene === scene)) {
    scene.tweens.killTweensOf(entry.label);
    entry.gone?.();
  }
  ledgers.get(scene)?.endAll();
}

/** How many flourishes are alive on `scene` (its numbers in sight, its rings, confetti and waits), for the automation hook. */
export function liveFlourishes(scene: Phaser.Scene): number {
  const { move, ending } = ledgers.get(scene)?.count() ?? { move: 0, ending: 0 };
  return move + ending + inSight.filter((e) => e.label.scene === scene).length;
}

/**
 * A new move's cell lands: the earlier moves' rings end (flourish-ledger.ts), and every gain of one
 * still in sight fades at once where it stands, so no number outlives its move (a fading "+2" of the
 * move before read as the new move's) nor hides the new cell.
 */
export function clearForLanding(scene: Phaser.Scene): void {
  flourishesOf(scene).moveLands();
  fadeGains(scene);
}

/** Every gain in sight fades at once where it stands: a new cell lands, or the ending begins (its banner is read alone). */
export function fadeGains(scene: Phaser.Scene): void {
  for (const old of inSight.filter((e) => e.label.scene === scene)) {
    old.fading = true;
    scene.tweens.killTweensOf(withPlate(old.label));
    scene.tweens.add({ targets: withPlate(old.label), alpha: 0, duration: 90, onComplete: old.gone });
  }
}

/**
 * A move's gains: the mover's rising on its cell, the other player's loss (if any) falling on it,
 * each in sight over `life` (move-beats.ts's floats).
 */
export function floatMoveGains(
  scene: Phaser.Scene,
  fit: BoardGeometryFit,
  palettes: readonly [PaletteName, PaletteName],
  e: MoveEvent,
  life: { from: number; until: number },
  /** The cells on the board by square (each count kept readable under the gain). */
  cells: ReadonlyMap<number, CountedCell> = new Map(),
  /** Who holds each square's cell: the gain keeps off the other player's. */
  owners: ReadonlyMap<number, number> = new Map(),
): void {
  const at = fit.centre(e.square);
  const cell = cells.get(e.square);
  const pattern = e.changes.find((c) => c.square === e.square)?.to;
  const mover = e.player - 1;
  const gain = e.gains[mover]!;
  const colour = (player: number) => paletteCss(palettes[player]!);
  const lost = e.gains[1 - mover]!;
  const board: OwnCell = {
    bounds: boardBounds(fit, scene.scale.width, scene.scale.height),
    own: gain !== 0 && lost < 0 ? 'shared' : 'alone',
    count:
      cell && pattern !== undefined
        ? { box: cell.countBoxFor(pattern), hold: (ms) => cell.holdCount(ms) }
        : undefined,
    around: {
      ...gainAround(fit, e.square, e.player, (s) => owners.get(s)),
      cuts: newCuts(fit.layout, (s) => fit.cellPlacement(s), e.changes),
    },
  };
  // A jump can cost its mover points (the square it leaves): the gain keeps its own sign.
  // A move that scores nothing (a lone cell under connections) floats no "+0": it would only cover the board.
  if (gain !== 0)
    floatGain(
      scene,
      at,
      fit.square,
      { text: signed(gain), colour: colour(mover), square: e.square },
      true,
      board,
      life.until - life.from,
    );
  if (lost < 0) {
    const loss = { text: `−${-lost}`, colour: colour(1 - mover), square: e.square };
    floatGain(scene, at, fit.square, loss, false, board, life.until - life.from);
  }
}
