// Whether a line asks to "tap" or to "click": by the input the player is using now (a finger or a
// pen taps, a mouse clicks). Every line that asks for a press takes its verb from here.

export type PointerKind = 'touch' | 'mouse';

/** The kind of a pointer event's `pointerType` ('mouse', 'pen', 'touch'). */
export function pointerKindOf(pointerType: string): PointerKind {
  return pointerType === 'mouse' ? 'mouse' : 'touch';
}

/** Before any press: a coarse pointer (a finger) taps, a fine one (a mouse) clicks. */
export function firstPointerKind(coarse: boolean): PointerKind {
  return coarse ? 'touch' : 'mouse';
}

/** The verb for a press: "tap" or "click" ("Tap" / "Click" to start a sentence). */
export function pressVerb(kind: PointerKind, start = false): string {
  const verb = kind === 'mouse' ? 'click' : 'tap';
  return start ? verb.charAt(0).toUpperCase() + verb.slice(1) : verb;
}

/** A finger's press on an empty square: what the move would add to the player's score now ("+6"). */
export function pressGainWords(points: number): string {
  return points < 0 ? `−${-points}` : `+${points}`;
}

/**
 * At the end of a held square's preview where lifting the finger places (not on small squares set
 * to "Tap + Place"): a hold reads as a look, and the lift plays.
 */
export const LIFT_TO_PLAY_WORDS = 'Lift to play here, or slide off to cancel.';

/**
 * Said once on a device, the first time a person plays a board whose squares are smaller than a
 * finger with a finger (screens/game/hold-tip.ts): two fingers zoom the board in (or a double tap,
 * or the magnifier control at the board's corner), and then one tap places; no one finds a pinch who
 * is not told. `places` is the board's word:
 * "squares", "hexagons".
 */
export function holdTipWords(places: string): string {
  return `Small ${places}: pinch or tap the magnifier to zoom in`;
}

/**
 * Said once, at the first move of a person's first game on a device (screens/game/rule-tip.ts), so a
 * player who skipped the guided game is told the rule before they play: "Tap a square to place a
 * cell. Your cells split when they touch your own: the most pieces wins."
 */
export function ruleTipWords(verb: string, place: string): string {
  return `${verb} a ${place} to place a cell. Your cells split when they touch your own: the most pieces wins.`;
}

/**
 * Said once on a device, at the person's first move of a game (screens/game/gain-tip.ts): how to
 * see what a square would gain before playing it, as the guided game's "+2 / = +3" showed.
 */
export function gainTipWords(kind: PointerKind, place: string): string {
  if (kind === 'mouse') return `Rest the mouse on a ${place} to see what it would gain before you click.`;
  return `Hold a ${place} to see what it would gain: lift to play it, slide off to not.`;
}

/** The control that shows the whole board again while zoomed in (ui/board-zoom-view.ts). */
export const WHOLE_BOARD_WORDS = 'Whole board';

/**
 * Zoomed in, a tap on the screen off the board in sight (board-zoom.ts): it plays nothing, so it
 * says how to see the rest of the board (the control's magnifier, while zoomed, shows it whole).
 */
export const ZOOMED_OFF_VIEW_WORDS =
  'Zoomed in: drag the board to see the rest, or tap the magnifier for the whole board';

/** Under the magnified square a quick tap aimed at: what places it (the ring's square or the bubble). */
export const TAP_AGAIN_WORDS = 'Tap again to place';

/**
 * Said once on a device, the first time a quick tap on squares smaller than a finger only aims
 * (screens/game/zoom-control.ts): a tap by an edge never places at once, as a fingertip lands a
 * square off there too often (one in the middle does: tap-inside.ts); the lens says "Tap again to
 * place", this says why it asked, the zoom (where one tap
 * places) and the choice that makes one tap place, in More (the lens offers it too: one-tap-offer.ts).
 * `places` is the board's word: "squares", "hexagons".
 */
export function quickAimTipWords(places: string): string {
  return `Small ${places}: a tap in the middle places; by an edge it aims, and a second tap places. Zoom in with the magnifier, or turn on "${TAP_ONCE_SETTING}" in More`;
}

/**
 * The choice that makes one quick tap place on small squares, in one set of words: the button under
 * the asking lens, the sheet's toggle (board-controls-words.ts's tapOnceLabel) and the Settings row.
 */
export const TAP_ONCE_SETTING = 'Place with one tap';

/** The same choice among the Settings page's ways of placing on small squares, in the room a 390-wide row gives it. */
export const TAP_ONCE_CHOICE = 'One tap';

/** Said as the button under the asking lens turns one-tap placing on: it took, and where it is undone. */
export const TAP_ONCE_ON_WORDS = 'One tap places now. Turn it off in More or in Settings';

/** The magnifier control that brings a board of small squares closer (ui/board-zoom-view.ts). */
export const ZOOM_IN_WORDS = 'Zoom in';

/**
 * Said once on a device, the first time a person zooms the board in (screens/game/pan-tip.ts): a
 * reviewer found no way to see the rest of a zoomed board but zooming out, and one finger drags it.
 */
export const PAN_TIP_WORDS = 'Drag to move around the board';

/** The arrow at a zoomed board's edge toward the hinted square out of sight (pointed-arrow.ts), as screen readers say it. */
export const TO_HINT_WORDS = 'Show the hinted square';
