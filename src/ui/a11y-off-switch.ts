// The screen readers' switch while the mode is off, after it was on in this page: a player who
// turned the mode off by mistake hears so, and the switch stays first in the Tab order on every
// scene, so Tab then Enter turns it back on. Out of sight (class a11y-only), like the mirror.

/** Marks the one switch in the page, so the menu's own switch (a11y-toggle.ts) is not added twice. */
export const SWITCH_ATTRIBUTE = 'data-a11y-switch';

export const OFF_WORDS = 'Screen-reader board off. Press Enter to turn it back on; from the game, Shift+Tab comes back to this switch.';

export class A11yOffSwitch {
  private box: HTMLDivElement | null = null;

  constructor(private readonly turnOn: () => void) {}

  get shown(): boolean {
    return this.box !== null;
  }

  /** Puts the switch first in the page with the focus on it, then says the mode is off. */
  show(): void {
    if (this.box) return;
    const box = document.createElement('div');
    box.className = 'a11y-only';
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', 'Screen-reader switch');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Board for screen readers';
    button.setAttribute('aria-pressed', 'false');
    button.setAttribute(SWITCH_ATTRIBUTE, '');
    button.addEventListener('click', () => this.turnOn());
    // Enter and Space press the switch; the game's own Enter (on the window) must not act too.
    button.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      e.stopPropagation();
      if (!e.repeat) this.turnOn();
    });
    button.addEventListener('keyup', (e) => { if (e.key === 'Enter' || e.key === ' ') e.stopPropagation(); });
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    box.append(button, status);
    document.body.prepend(box);
    this.box = box;
    button.focus({ preventScroll: true });
    // A live region is heard when its words change after it is in the page.
    window.setTimeout(() => { status.textContent = OFF_WORDS; }, 50);
  }

  /** Tab is the page's own from the switch or from nowhere, so it reaches the switch first; so is
   *  Shift+Tab from the game, which comes back to the switch. */
  holdsTab(e: KeyboardEvent, canvas: HTMLElement): boolean {
    const active = document.activeElement;
    if (!this.box) return false;
    return active === null || active === document.body || this.box.contains(active) || (e.shiftKey && active === canvas);
  }

  hide(): void {
    this.box?.remove();
    this.box = null;
  }
}
