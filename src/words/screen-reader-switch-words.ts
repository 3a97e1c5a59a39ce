// What a screen reader hears of a screen before its board for screen readers is on: the screen's
// name and what the one switch does, in a sentence (the screen itself is drawn on a canvas).

const GAME = 'Cell Division';

/** The switch's own name, the same on every screen and with the mode on. */
export const SWITCH_NAME = 'Board for screen readers';

/** The heading of the switch's box: the game and the screen in sight ("Cell Division: Guided game"). */
export function switchHeading(screen: string | null): string {
  return screen && screen !== GAME ? `${GAME}: ${screen}` : GAME;
}

/** Said before the switch: the screen is drawn only, and what turning the switch on gives. */
export const SWITCH_INTRO = `This screen is a picture a screen reader cannot read. Press the button "${SWITCH_NAME}" to hear its words and buttons and to play with the keys.`;

/** What the switch shows while it has the focus (Tab past the game's last button): its state and what Enter does. */
export const SWITCH_SEEN = 'Screen reader mode: off. Enter turns it on.';

/** The name of the switch's region (the mirror's own region is the game's name). */
export const SWITCH_REGION = 'Screen-reader switch';

/** Marks drawn beside words that say nothing aloud: a skill's dots, crown and Adaptive's arrow, a "›", the welcome's star. */
export const DRAWN_MARKS = /[›‹●○♛↕✦]/g;

/**
 * The menu's welcome back as a sentence heard before what Enter does ("Yesterday you beat Hard on
 * the hexagon."), a question kept as it is; null without one.
 */
export function welcomeSaid(welcome: string | null): string | null {
  const words = welcome?.replace(DRAWN_MARKS, '').trim();
  if (!words) return null;
  return /[.?!]$/.test(words) ? words : `${words}.`;
}
