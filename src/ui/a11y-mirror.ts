// The screen readers' mirror of the scene in sight: a heading with the scene's title (or the open
// dialog's words), the lines to read under it, the switch for the mode, and one real <button> per
// control the scene lists for its keyboard and the automation hook (controls.ts), in that order,
// before the board's own grid. Pressing one does what the canvas control's press does. While a
// dialog is open only its buttons are in the mirror and Tab stays among them; Esc reaches the
// game, which closes it. Out of sight (class a11y-only) and not in the page at all with the mode off.
// Built with DOM calls and textContent only.

import type { ControlEntry } from './controls.ts';
import type { ScenePort } from './scene-port.ts';
import { A11yOffSwitch, SWITCH_ATTRIBUTE } from './a11y-off-switch.ts';
import { A11yStatus, sayFullscreen } from './a11y-status.ts';
import { BOARD_GRID_ATTRIBUTE, markDialog, trapTab } from './a11y-dialog-mode.ts';
import { sayEnter } from './a11y-toggle.ts';
import { BEST_PLAY_KNOWN } from '../words/best-play-known-words.ts';

export interface MirrorView {
  scene: ScenePort;
  /** The scene's title, e.g. "Results" or "Game setup". */
  title: string;
  /** Words read under the title (the results' lines, the menu's card). */
  lines: string[];
  /** Where the focus goes when this scene comes into sight: its heading or its first control. */
  focus: 'heading' | 'first' | 'board';
  /** Controls of the scene left out of the mirror (a drawn slider the scene's own screen-reader slider stands in for). */
  skip?: readonly string[];
  /** Controls that belong to the lines (the guided game's Next): right after them, before the switch. */
  lead?: readonly string[];
  /** The control the board's grid comes right after (the builder's: after the controls that shape it); else it is last. */
  boardAfter?: string;
  /** What Enter does here, said by the menu's switch with the mode off when it is not the menu's own Enter (an offer over it). */
  enter?: string;
}

export interface MirrorOptions {
  on: () => boolean;
  setOn: (on: boolean) => void;
  /** The scene in sight, or null while loading. */
  view: () => MirrorView | null;
  canvas: HTMLCanvasElement;
}

/** What the open dialogs say when they do not give their own words. */
const DIALOG_TITLES: Record<string, string> = {
  howto: 'How to play',
  stats: 'Your record',
  about: BEST_PLAY_KNOWN.title,
  confirm: 'Are you sure?',
};

export class A11yMirror {
  private root: HTMLDivElement | null = null;
  private heading!: HTMLHeadingElement;
  private lines!: HTMLDivElement;
  private toggle!: HTMLButtonElement;
  private group!: HTMLDivElement;
  private leadGroup!: HTMLDivElement;
  /** The controls after the board's grid, and the place the grid is put in. */
  private tail!: HTMLDivElement;
  private boardSlot!: HTMLDivElement;
  private buttons = new Map<string, HTMLButtonElement>();
  private shownFor = '';
  private controlsShown = '';
  private linesShown = '';
  private current: MirrorView | null = null;
  /** What had the focus when a dialog opened: it gets it back when the dialog closes. */
  private beforeDialog: { id: string | null; element: Element | null } | null = null;
  private lastActive: Element | null = null;
  private readonly offSwitch: A11yOffSwitch;
  /** Whether the mode was on at the last step (null before the first): a switch between them is said. */
  private wasOn: boolean | null = null;
  private status!: A11yStatus;

  /** Ends the page-wide listeners when the mirror goes (remove()). */
  private readonly ends = new AbortController();

  constructor(private readonly options: MirrorOptions) {
    const signal = this.ends.signal;
    this.offSwitch = new A11yOffSwitch(() => options.setOn(true), options.canvas, signal);
    // Tab is the page's own while the mode is on (and from the switch while it is off): the game's
    // focus ring on the canvas is not heard. Stopped before the game's window listener sees (and cancels) it.
    window.addEventListener(
      'keydown',
      (e) => {
        if (e.key !== 'Tab') return;
        if (!(this.root || this.offSwitch.holdsTab(e, this.options.canvas))) {
          // The game's Tab: Phaser leaves Shift+Tab to the browser, which would take the focus to
          // the switch before the canvas. Cancelled after the game's own listener has seen it
          // (Phaser ignores an event already cancelled).
          if (document.activeElement === this.options.canvas)
            window.addEventListener('keydown', (late) => late.preventDefault(), { once: true });
          return;
        }
        e.stopPropagation();
        // What the game did since its last step (a dialog a key opened) is in the mirror before Tab
        // moves: on a busy machine whole steps pass between keys, and a Tab among the buttons of the
        // screen behind a dialog moved the focus that the dialog's closing gives back.
        if (this.root) this.sync();
        if (this.current && this.current.scene.dialog()) trapTab(e, [...this.buttons.values()]);
      },
      { capture: true, signal },
    );
    // Full screen lays the scene out again under the button just pressed: whether it is on now is said.
    sayFullscreen(() => (this.root ? this.status : null), signal);
  }

  /** Takes the mirror and its switch out of the page, their listeners with them (a fresh start in the test build). */
  remove(): void {
    this.ends.abort();
    if (this.root) this.leave();
    this.offSwitch.remove();
  }

  /** Brings the mirror in line with the scene in sight: called on every game step, after its own presses and before a Tab. */
  sync(): void {
    const on = this.options.on();
    const switched = this.wasOn !== null && this.wasOn !== on;
    this.wasOn = on;
    if (!on) {
      if (this.root) this.leave();
      else this.offSwitch.keep();
      const view = this.options.view();
      if (view) {
        this.offSwitch.tell(view.title, view.title);
        sayEnter(view.enter);
      }
      return;
    }
    this.offSwitch.hide();
    // The canvas is neither heard nor a Tab stop while the mirror speaks for it.
    this.options.canvas.tabIndex = -1;
    this.options.canvas.setAttribute('aria-hidden', 'true');
    const first = !this.root;
    if (!this.root) this.build();
    // Turned on here (not a page opened with it on): the player hears that it worked.
    if (switched) this.status.tell('Screen reader mode on.');
    const view = this.options.view();
    this.current = view;
    if (!view) return;
    const dialog = view.scene.dialog();
    const key = `${view.scene.key}|${dialog?.kind ?? ''}`;
    const changed = key !== this.shownFor;
    const wasDialog = this.shownFor.includes('|') && !this.shownFor.endsWith('|');
    if (changed && dialog && !wasDialog) {
      const active = document.activeElement;
      this.beforeDialog = {
        id: active instanceof HTMLElement ? (active.dataset.control ?? null) : null,
        element: active,
      };
    }
    this.showWords(
      view,
      dialog
        ? { title: dialog.title ?? DIALOG_TITLES[dialog.kind] ?? 'Dialog', lines: dialog.lines ?? [] }
        : null,
    );
    this.showControls(
      view.scene.controls().filter((c) => !view.skip?.includes(c.id)),
      view.lead ?? [],
      view.boardAfter,
    );
    this.placeBoard(view.boardAfter !== undefined);
    markDialog(this.root!, this.heading, this.toggle, dialog !== null);
    const sameScene = this.shownFor.split('|')[0] === key.split('|')[0];
    this.shownFor = key;
    const active = document.activeElement;
    const lost = active === null || active === document.body || active === this.options.canvas;
    if (changed || first) {
      if (dialog) this.focusFirst();
      else if (wasDialog && sameScene && this.beforeDialog) this.focusBack();
      else if (view.focus === 'first') this.focusFirst();
      else if (view.focus === 'board' && this.focusBoard()) {
        /* the board's grid has it */
      } else if (lost || !this.root!.contains(active)) this.heading.focus();
    } else if (lost && view.focus === 'board' && this.focusBoard()) {
      // Focus lost on a board's screen (the guided game's Next went while the opponent moved): the board.
    } else if (lost && this.lastActive && this.lastActive !== active && !this.lastActive.isConnected) {
      // The focused control went (a scene's restart redraws its buttons): its namesake, else the
      // board's grid (the guided game's Next gave way to a square to play), else the heading.
      const id = this.lastActive instanceof HTMLElement ? this.lastActive.dataset.control : undefined;
      const again = id ? this.buttons.get(id) : undefined;
      if (again) again.focus();
      // A grid whose square cannot take the focus yet (it is being redrawn) is tried again next frame.
      else if (!this.focusBoard() && !document.querySelector(`[${BOARD_GRID_ATTRIBUTE}] [tabindex="0"]`))
        this.heading.focus();
    }
    // Lost focus is not remembered: the control that went stays the one to replace at the next sync.
    const now = document.activeElement;
    if (!(now === null || now === document.body || now === this.options.canvas)) this.lastActive = now;
  }

  /** The mode went off: the mirror leaves the page, its switch stays (a11y-off-switch.ts) and the
   *  canvas takes the game's keys again. */
  private leave(): void {
    this.root!.remove();
    this.root = null;
    this.shownFor = '';
    this.options.canvas.tabIndex = 0;
    this.options.canvas.removeAttribute('aria-hidden');
    for (const grid of document.querySelectorAll<HTMLElement>(`[${BOARD_GRID_ATTRIBUTE}]`))
      grid.inert = false;
    this.offSwitch.show(true);
  }

  private build(): void {
    const root = document.createElement('div');
    root.className = 'a11y-only';
    this.heading = document.createElement('h1');
    this.heading.tabIndex = -1;
    this.heading.id = 'a11y-mirror-title';
    this.lines = document.createElement('div');
    this.toggle = document.createElement('button');
    this.toggle.type = 'button';
    this.toggle.textContent = 'Board for screen readers';
    this.toggle.setAttribute('aria-pressed', 'true');
    this.toggle.setAttribute(SWITCH_ATTRIBUTE, '');
    this.toggle.addEventListener('click', () => this.options.setOn(false));
    this.group = document.createElement('div');
    this.leadGroup = document.createElement('div');
    this.status = new A11yStatus();
    this.boardSlot = document.createElement('div');
    this.tail = document.createElement('div');
    root.append(
      this.heading,
      this.lines,
      this.leadGroup,
      this.toggle,
      this.status.element,
      this.group,
      this.boardSlot,
      this.tail,
    );
    // Enter and Space press the button in focus here, and the game's own Enter (on the window)
    // must not act as well: it would play or place behind the person's back.
    root.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.stopPropagation();
      e.preventDefault();
      if (!e.repeat && e.target instanceof HTMLButtonElement) e.target.click();
    });
    root.addEventListener('keyup', (e) => {
      if (e.key === 'Enter' || e.key === ' ') e.stopPropagation();
    });
    document.body.prepend(root);
    this.root = root;
    this.buttons.clear();
    this.controlsShown = '';
    this.linesShown = '';
  }

  private showWords(view: MirrorView, dialog: { title: string; lines: readonly string[] } | null): void {
    const title = dialog?.title ?? view.title;
    const lines = dialog?.lines ?? view.lines;
    const shown = [title, ...lines].join('\n');
    if (shown === this.linesShown) return;
    this.linesShown = shown;
    this.heading.textContent = title;
    this.lines.replaceChildren(
      ...lines.map((line) => {
        const p = document.createElement('p');
        p.textContent = line;
        return p;
      }),
    );
  }

  private showControls(list: ControlEntry[], lead: readonly string[], boardAfter?: string): void {
    const shown =
      `${lead.join(' ')}\u0002${boardAfter}\u0002` +
      list
        .map(
          (c) =>
            `${c.id}\u0000${c.spoken?.() ?? c.label}\u0000${c.group ?? ''}\u0000${c.description ?? ''}\u0000${c.enabled()}\u0000${c.selected?.() ?? ''}`,
        )
        .join('\u0001');
    if (shown === this.controlsShown) return;
    this.controlsShown = shown;
    const active = document.activeElement;
    const focusedId =
      active instanceof HTMLElement && active.dataset.control !== undefined && this.root!.contains(active)
        ? active.dataset.control
        : undefined;
    const kept = new Map<string, HTMLButtonElement>();
    const buttons = list.map((c) => {
      const button = this.buttons.get(c.id) ?? this.makeButton(c.id);
      button.textContent = c.spoken?.() ?? c.label;
      // The group and the lines under a card are said with it; the button's own text stays the label.
      if (c.group) button.setAttribute('aria-label', `${c.group}: ${c.spoken?.() ?? c.label}`);
      else button.removeAttribute('aria-label');
      if (c.description) button.setAttribute('aria-description', c.description);
      else button.removeAttribute('aria-description');
      if (c.enabled()) button.removeAttribute('aria-disabled');
      else button.setAttribute('aria-disabled', 'true');
      const selected = c.selected?.();
      if (selected === undefined) button.removeAttribute('aria-pressed');
      else button.setAttribute('aria-pressed', String(selected));
      kept.set(c.id, button);
      return button;
    });
    this.buttons = kept;
    // Buttons kept keep their element (and so the focus); order follows the scene's list.
    this.leadGroup.replaceChildren(...buttons.filter((b) => lead.includes(b.dataset.control!)));
    const rest = buttons.filter((b) => !lead.includes(b.dataset.control!));
    const split =
      boardAfter === undefined ? rest.length : rest.findIndex((b) => b.dataset.control === boardAfter) + 1;
    this.group.replaceChildren(...rest.slice(0, split || rest.length));
    this.tail.replaceChildren(...(split ? rest.slice(split) : []));
    if (focusedId && kept.has(focusedId) && document.activeElement !== kept.get(focusedId))
      kept.get(focusedId)!.focus();
  }

  /** Puts the board's grid in its place among the controls (it was made at the page's end), keeping its focus. */
  private placeBoard(among: boolean): void {
    const grid = document.querySelector<HTMLElement>(`[${BOARD_GRID_ATTRIBUTE}]`);
    if (!among || !grid || grid.parentElement === this.boardSlot) return;
    const active = document.activeElement;
    this.boardSlot.replaceChildren(grid);
    if (active instanceof HTMLElement && grid.contains(active)) active.focus();
  }

  private makeButton(id: string): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.control = id;
    button.addEventListener('click', () => this.press(id));
    return button;
  }

  /** Does what the canvas control does, if it is still in sight and takes a press now; a disabled one may say why. */
  private press(id: string): void {
    if (!this.current) return;
    const entry = this.current.scene.controls().find((c) => c.id === id);
    if (entry && entry.enabled()) entry.press();
    else entry?.refused?.();
    // The press's dialog (More's sheet, Restart's question) is mirrored now, not at the game's next
    // step: the button pressed still has the focus, so it is the one the dialog's closing gives it back to.
    if (this.root) this.sync();
  }

  private focusFirst(): void {
    const first = [...this.buttons.values()].find((b) => !b.hasAttribute('aria-disabled')) ?? this.heading;
    first.focus();
  }

  private focusBoard(): boolean {
    const active = document.activeElement;
    const grid = document.querySelector(`[${BOARD_GRID_ATTRIBUTE}]`);
    if (!grid) return false;
    if (active && grid.contains(active)) return true;
    const square = grid.querySelector<HTMLElement>('[tabindex="0"]');
    square?.focus();
    return !!square && document.activeElement === square;
  }

  private focusBack(): void {
    const before = this.beforeDialog!;
    this.beforeDialog = null;
    const again = before.id ? this.buttons.get(before.id) : undefined;
    if (again) again.focus();
    else if (before.element instanceof HTMLElement && before.element.isConnected) before.element.focus();
    else this.heading.focus();
  }
}
