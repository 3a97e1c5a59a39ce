// What each row of the Settings page does, in one plain sentence a player understands: said under
// the row where the page has room, else behind its "?" (setup-place.ts's explainedPlacement).

export const SETTINGS_EXPLAIN = {
  marks: "Each player's cells carry a shape too, so no one needs to tell the colours apart.",
  placing:
    'One tap: a tap places. Magnify: your square shows large as you press. Tap + Place: tap to mark, Place to play.',
  moves: "How quickly each move's cells land and divide. Fast takes half the time.",
  reader: 'A grid of the squares a screen reader can move through, and each move said aloud.',
  gains: 'Pointing at or touching a square shows how many points a cell there would win.',
  forecast: 'A bar by the board shows who would win from here if both sides played their best.',
  /** The one Hints row, whichever opponent is chosen: the Expert's games ask before a hint (help-gate.ts). */
  hints: 'On: a Hint button in every game; it asks first against Expert or with a star at stake. Off: none.',
} as const;

/**
 * The Settings page's groups, each a heading over its rows as a phone's settings stand (not nine
 * captions in capitals, each on the row above's buttons, nothing grouped).
 */
export const SETTINGS_GROUPS = {
  play: 'Play',
  help: 'Help',
  screen: 'Sound & screen',
  /** Pages the Settings page leads to, apart from its settings. */
  more: 'More',
} as const;
