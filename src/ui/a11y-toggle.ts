// The menu's switch for the screen readers' board: a DOM button out of sight, found by a screen
// reader's own reading of the page (the menu itself is drawn on the canvas), and by Tab past the
// menu's last button, when it shows itself. It says what Enter
// does in the menu (after the welcome back, for a player coming back) and whether the board for screen readers is on, and remembers the choice.
// With the mode on, the screen readers' mirror (a11y-mirror.ts) has the switch, first in its order.

import type { ScenePort } from './scene-port.ts';
import { addSeenWords, SWITCH_ATTRIBUTE, TURNED_OFF_ATTRIBUTE } from './a11y-off-switch.ts';
import {
  SWITCH_INTRO,
  SWITCH_NAME,
  switchHeading,
  welcomeSaid,
} from '../words/screen-reader-switch-words.ts';

/** Marks the menu's switch's line on what Enter does; its own words are its data-default. */
const ENTER_HINT_ATTRIBUTE = 'data-a11y-enter';

/** The menu's switch says what Enter does now (the mirror calls it with the mode off): an offer over the menu has its own Enter. */
export function sayEnter(enter: string | undefined): void {
  const hint = document.querySelector<HTMLElement>(`[${ENTER_HINT_ATTRIBUTE}]`);
  const words = enter ?? hint?.dataset.default;
  if (hint && words !== undefined && hint.textContent !== words) hint.textContent = words;
}

export interface A11yToggleOptions {
  on: boolean;
  /** What Enter does in the menu now ("play", "resume the saved game"). */
  enterDoes: string;
  /** The menu's welcome back to a player coming back (the last game in a few words), or null. */
  welcome?: string | null;
  onChange: (on: boolean) => void;
}

export function a11yToggle(scene: ScenePort, options: A11yToggleOptions): void {
  // With the mode on, or turned off in this page, the mirror's switch is already there (the quiet
  // switch of the other scenes gives way to this one, which says what Enter does here).
  if (options.on || document.querySelector(`[${TURNED_OFF_ATTRIBUTE}]`)) return;
  const box = document.createElement('div');
  box.className = 'a11y-only a11y-switch';
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', 'Cell Division menu');
  // The screen's name and what the switch does, heard before the switch itself.
  const heading = document.createElement('h1');
  heading.textContent = switchHeading('Menu');
  const intro = document.createElement('p');
  intro.id = 'a11y-menu-switch-intro';
  intro.textContent = SWITCH_INTRO;
  const hint = document.createElement('p');
  hint.textContent = `Press Enter to ${options.enterDoes}.`;
  hint.setAttribute(ENTER_HINT_ATTRIBUTE, '');
  hint.dataset.default = hint.textContent;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = SWITCH_NAME;
  button.setAttribute('aria-describedby', intro.id);
  button.setAttribute(SWITCH_ATTRIBUTE, '');
  let on: boolean = options.on;
  const show = () => button.setAttribute('aria-pressed', String(on));
  const flip = () => {
    on = !on;
    show();
    options.onChange(on);
    // On: the mirror takes over on the game's next step, its own switch in this one's place.
    if (on) box.remove();
  };
  show();
  button.addEventListener('click', flip);
  // Enter and Space on the switch press it; the menu's own Enter (on the window) must not play too.
  button.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    e.stopPropagation();
    if (!e.repeat) flip();
  });
  // A player coming back hears how the last game went, as the menu shows it, before what Enter does.
  const welcome = welcomeSaid(options.welcome ?? null);
  const back = welcome === null ? [] : [Object.assign(document.createElement('p'), { textContent: welcome })];
  box.append(heading, intro, ...back, hint, button);
  addSeenWords(box);
  // First in the page, where a screen reader reading it meets it first; in the Tab order it comes
  // after the menu's own buttons (a11y-off-switch.ts).
  document.body.prepend(box);
  scene.onShutdown(() => box.remove());
}
