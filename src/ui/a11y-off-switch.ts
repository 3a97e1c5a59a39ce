// The screen readers' switch while the mode is off, on every scene: a blind player turns the mode
// on with it, so it is in the page after any reload, first in the page (a screen reader reading the
// page meets it first, as a skip link), and in the Tab order after the game's own controls: Tab past
// the game's last control (or Shift+Tab back past its first) reaches it, and Tab from it comes back
// to the game's first; the first Shift+Tab from a game not yet played takes it at once, as the
// canvas's name says. Two reviewers' first Tab went to it and their Enter turned the mode on. It
// shows itself, plainly named, while it has the focus. After the mode was turned off in this page,
// it takes the focus and says so, so Enter turns it back on. Out of sight otherwise (class
// a11y-only), like the mirror.

import {
  SWITCH_INTRO,
  SWITCH_NAME,
  SWITCH_REGION,
  SWITCH_SEEN,
  switchHeading,
} from '../words/screen-reader-switch-words.ts';

/** Marks the one switch in the page, so the menu's own switch (a11y-toggle.ts) is not added twice. */
export const SWITCH_ATTRIBUTE = 'data-a11y-switch';
/** Marks the switch of a mode turned off in this page (it says so), which the menu's switch leaves in place. */
export const TURNED_OFF_ATTRIBUTE = 'data-a11y-turned-off';

/** Keys that are part of a Tab or Shift+Tab, not a sign the game is being played. */
const TAB_KEYS = new Set(['Tab', 'Shift']);

/** Sent to the canvas as the focus comes back into the game from the switch: onto its first control or its last. */
export const ENTER_GAME_EVENT = 'cell-division:enter-game';
export type EnterGame = 'first' | 'last';

/** The switch's words for the eyes while it has the focus (a screen reader hears its name and intro instead). */
export function addSeenWords(box: HTMLElement): void {
  const seen = document.createElement('span');
  seen.className = 'a11y-switch-seen';
  seen.setAttribute('aria-hidden', 'true');
  seen.textContent = SWITCH_SEEN;
  box.append(seen);
}

export const OFF_WORDS =
  'Screen reader mode off. Press Enter to turn it back on; from the game, Tab past its last button comes back to this switch.';

/**
 * Whether the switch now in the page takes the focus back: the switch that had it at the last step
 * (`focusedWasIn`: still in the page; null: none had it) went out of the page with its scene (the
 * menu's, as the menu starts again) or gave way to another, and the focus fell to the page's body
 * (`lost`). Then the next Tab goes on from the switch into the game, not from the page's top to
 * the switch again, so Tab from the switch moves the game's ring whenever the menu was redrawn
 * between the two presses. A switch the player left for the page's body (a click beside the game)
 * is still in the page: the focus stays where the player put it.
 */
export function switchTakesFocusBack(focusedWasIn: boolean | null, lost: boolean): boolean {
  return focusedWasIn === false && lost;
}

export class A11yOffSwitch {
  private box: HTMLDivElement | null = null;
  private button: HTMLButtonElement | null = null;
  /** Whether the next Shift+Tab from the canvas goes straight to the switch: until it has been reached once, or the game is played by taps or keys. */
  private shiftTabFromCanvas = true;
  /** Said as a screen changes with the mode off: a drawn screen (a guided game started by Enter) is never silent. */
  private readonly news: HTMLParagraphElement;
  private toldFor: string | null = null;
  /** The title of the screen in sight, said with the switch; null before the first screen is known. */
  private screen: string | null = null;
  private heading: HTMLHeadingElement | null = null;
  private intro: HTMLParagraphElement | null = null;
  /** The switch that had the focus at the last step, this one or the menu's. */
  private focusedSwitch: HTMLElement | null = null;

  /** `signal` ends its listeners (a fresh start of the page's game, in the test build). */
  constructor(
    private readonly turnOn: () => void,
    private readonly canvas: HTMLElement,
    signal?: AbortSignal,
  ) {
    // Played by taps or by its own keys, the game keeps Tab for its buttons (a sighted keyboard
    // player's Tab); the canvas's name then says how the switch is reached from there.
    canvas.addEventListener('pointerdown', () => this.played(), { signal });
    window.addEventListener(
      'keydown',
      (e) => {
        if (!TAB_KEYS.has(e.key) && document.activeElement === canvas) this.played();
      },
      { capture: true, signal },
    );
    this.news = document.createElement('p');
    this.news.className = 'a11y-only';
    // A live region without the status role: the mirror's own status line stays the page's one status.
    this.news.setAttribute('aria-live', 'polite');
    this.news.dataset.a11yNews = '';
    document.body.append(this.news);
    this.nameCanvas();
  }

  /** Takes the switch and its words out of the page (its listeners end with the constructor's signal). */
  remove(): void {
    this.hide();
    this.news.remove();
  }

  get shown(): boolean {
    return this.box !== null;
  }

  /**
   * Puts the switch first in the page. `turnedOff`: the mode was just turned off here, so the
   * switch takes the focus and says so; otherwise it waits quietly for Tab.
   */
  show(turnedOff: boolean): void {
    if (this.box && (!turnedOff || this.box.hasAttribute(TURNED_OFF_ATTRIBUTE))) return;
    this.hide();
    const box = document.createElement('div');
    box.className = 'a11y-only a11y-switch';
    box.setAttribute('role', 'region');
    // Its own name: 'Cell Division' is the mirror's region, which takes this one's place when on.
    box.setAttribute('aria-label', SWITCH_REGION);
    if (turnedOff) box.setAttribute(TURNED_OFF_ATTRIBUTE, '');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = SWITCH_NAME;
    button.setAttribute('aria-pressed', 'false');
    // The screen's name and what the switch does, heard before the switch (and as its description).
    const heading = document.createElement('h1');
    const intro = document.createElement('p');
    intro.id = 'a11y-switch-intro';
    button.setAttribute('aria-describedby', intro.id);
    button.setAttribute(SWITCH_ATTRIBUTE, '');
    button.addEventListener('click', () => this.turnOn());
    // Enter and Space press the switch; the game's own Enter (on the window) must not act too.
    button.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      e.stopPropagation();
      if (!e.repeat) this.turnOn();
    });
    button.addEventListener('keyup', (e) => {
      if (e.key === 'Enter' || e.key === ' ') e.stopPropagation();
    });
    box.append(heading, intro, button);
    addSeenWords(box);
    document.body.prepend(box);
    this.box = box;
    this.button = button;
    this.heading = heading;
    this.intro = intro;
    this.sayScreen();
    if (!turnedOff) return;
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    box.append(status);
    button.focus({ preventScroll: true });
    // A live region is heard when its words change after it is in the page.
    window.setTimeout(() => {
      status.textContent = OFF_WORDS;
    }, 50);
  }

  /** The mode is off: a switch stays in the page, this quiet one unless another (the menu's) is there. */
  keep(): void {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.hasAttribute(SWITCH_ATTRIBUTE)) this.focusedSwitch = active;
    const other = [...document.querySelectorAll(`[${SWITCH_ATTRIBUTE}]`)].some((b) => b !== this.button);
    if (other) this.hide();
    else if (!this.box || !this.box.isConnected) this.show(false);
    const now = document.activeElement;
    const lost = now === null || now === document.body;
    const into = document.querySelector<HTMLElement>(`[${SWITCH_ATTRIBUTE}]`);
    if (switchTakesFocusBack(this.focusedSwitch?.isConnected ?? null, lost) && into) {
      into.focus({ preventScroll: true });
      this.focusedSwitch = into;
    } else if (lost || !(now instanceof HTMLElement && now.hasAttribute(SWITCH_ATTRIBUTE))) {
      this.focusedSwitch = null;
    }
  }

  /**
   * Whether the page takes this Tab (the game's keys do not see it): from the switch, which sends
   * the focus back into the game (Tab onto its first control, Shift+Tab onto its last); the first
   * Shift+Tab from a game not yet played, which the switch takes at once (the canvas's name says
   * so); and from nowhere (the page's body), whose Tab reaches the switch first in the page.
   */
  holdsTab(e: KeyboardEvent, canvas: HTMLElement): boolean {
    const active = document.activeElement;
    const button = document.querySelector<HTMLElement>(`[${SWITCH_ATTRIBUTE}]`);
    if (!button) return false;
    // A Tab into the game's buttons first: the player walks them, and Shift+Tab steps back among them.
    if (active === canvas && !e.shiftKey && this.shiftTabFromCanvas) this.played();
    if (active === canvas && e.shiftKey && this.shiftTabFromCanvas) {
      this.shiftTabFromCanvas = false;
      this.nameCanvas();
      e.preventDefault();
      button.focus({ preventScroll: true });
      return true;
    }
    if (active === button) {
      e.preventDefault();
      canvas.focus({ preventScroll: true });
      const end: EnterGame = e.shiftKey ? 'last' : 'first';
      canvas.dispatchEvent(new CustomEvent<EnterGame>(ENTER_GAME_EVENT, { detail: end }));
      return true;
    }
    const region = button.closest('[role=region]') ?? button;
    return active === null || active === document.body || region.contains(active);
  }

  private played(): void {
    this.shiftTabFromCanvas = false;
    this.nameCanvas();
  }

  /** The canvas's name says truly how its keys and the switch are reached (its drawn buttons are not heard). */
  private nameCanvas(): void {
    this.canvas.setAttribute(
      'aria-label',
      this.shiftTabFromCanvas
        ? 'Cell Division, a drawn game: press Shift+Tab for the board for screen readers'
        : "Cell Division, a drawn game: arrow keys move, Enter places; Tab past the game's last button reaches the board for screen readers",
    );
  }

  /**
   * With the mode off, says the screen now in sight (its title, e.g. "Guided game") when it
   * changes, and that it is drawn only; `key` tells one screen from another under the same title
   * (the guided game's offer and the game itself). The first screen of the page is not said.
   */
  tell(title: string, key: string): void {
    if (title !== this.screen) {
      this.screen = title;
      this.sayScreen();
    }
    if (key === this.toldFor) return;
    const first = this.toldFor === null;
    this.toldFor = key;
    if (!first)
      this.news.textContent = `${title}. This screen is drawn only: turn on the board for screen readers, the first button in the page, to hear it and play it.`;
  }

  hide(): void {
    this.box?.remove();
    this.box = null;
    this.button = null;
    this.heading = null;
    this.intro = null;
  }

  /** The switch's heading and sentence name the screen in sight. */
  private sayScreen(): void {
    const heading = switchHeading(this.screen);
    if (this.heading && this.heading.textContent !== heading) this.heading.textContent = heading;
    if (this.intro && this.intro.textContent !== SWITCH_INTRO) this.intro.textContent = SWITCH_INTRO;
  }
}
