// The board for screen readers: a DOM group beside the canvas with a button per square, named by
// the square and its state ("c3, empty"), arrow keys to move between them and Enter or Space to
// place, and a log that announces each move in the game's words. Built with DOM calls and
// textContent only; styled by classes from page.css (the page's CSP allows no inline styles).

import { squareName } from '../engine/index.ts';
import type { MatchEvent } from '../game/events.ts';
import type { Match } from '../game/match.ts';
import { isHuman } from '../game/players.ts';
import { BOARD_GRID_ATTRIBUTE } from './a11y-dialog-mode.ts';
import { placeWord } from '../game/settings.ts';
import { moveWords, squareWords, standingWords, type Speakers } from './move-words.ts';
import { groupsAtRisk } from '../game/capture-risk.ts';
import { riskWords } from '../words/capture-risk-words.ts';
import { threatWords } from '../words/capture-threat-words.ts';
import { captureThreats } from '../screens/game/capture-threats.ts';
import { gridKey, HEX_KEYS, neighbourNames, stepWords, type Anchor } from './a11y-grid-keys.ts';
import type { ScenePort } from './scene-port.ts';
import { announce, clearLog } from './a11y-log.ts';
import { FOCUS_SQUARE_EVENT, SQUARE_NOTES_EVENT, type ScreenReaderKept } from './a11y-kept.ts';

export { announce };

export interface A11yBoard {
  /** Plays square s for an input made at `madeAt` (the DOM event's time), as a tap would be judged. */
  playInput(s: number, madeAt: number): boolean;
}

/** How a board speaks: the game's words, or a puzzle's and the guided game's own. */
export interface GridWords {
  /** The keys the group's name tells of, after the board's size. */
  keys: string;
  /** Said when the grid opens on a match not heard yet: the game's "New game. …" when undefined, nothing when null. */
  opening?: string | null;
  /** H and U press the toolbar's Hint and Undo. */
  shortcuts: boolean;
  /** Where the game stands is said after a move (with the person to move next). */
  standing: boolean;
  /** What is said when a square is not taken, instead of the grid's own words; null: nothing (the scene says why). */
  refused?: (s: number) => string | null;
  /** Called before a move is said: the scene says its own news first (the guided game's line that came before the move). */
  beforeMove?: () => void;
}

const GAME_WORDS: GridWords = {
  keys: 'arrow keys move, Enter places, S says the score, H asks for a hint, U takes back a move',
  shortcuts: true,
  standing: true,
};

/** The board's letter keys, each pressing the toolbar's control of that id (as Enter on it would). */
const SHORTCUTS: Record<string, { control: string; name: string }> = {
  h: { control: 'hint', name: 'Hint' },
  u: { control: 'undo', name: 'Undo' },
};

/** Gives square s of the board for screen readers the focus, when it is in the page: the hinted square, played by Enter. */
export function focusGridSquare(s: number): void {
  document.dispatchEvent(new CustomEvent(FOCUS_SQUARE_EVENT, { detail: s }));
}

/** Adds words to the squares' names ("c3, empty, perfect play: +4"); null takes them away. */
export function setSquareNotes(notes: ReadonlyMap<number, string> | null): void {
  document.dispatchEvent(new CustomEvent(SQUARE_NOTES_EVENT, { detail: notes }));
}

export class A11yGrid {
  private readonly group: HTMLDivElement;
  private readonly buttons: HTMLButtonElement[] = [];
  private current: number;
  private readonly anchor: Anchor = { anchorX: null };
  /** The squares in reading order: the top row first, left to right, as the board is drawn. */
  private readonly order: number[];
  /** What the grid keeps across restarts, and the notes on its squares. */
  private readonly kept: ScreenReaderKept;

  constructor(
    private readonly scene: ScenePort,
    private readonly match: Match,
    private readonly board: A11yBoard,
    private readonly who: Speakers,
    private readonly onFocusSquare: (s: number) => void,
    private readonly words: GridWords = GAME_WORDS,
  ) {
    const layout = match.position.layout;
    this.group = document.createElement('div');
    this.group.setAttribute(BOARD_GRID_ATTRIBUTE, '');
    this.group.className = 'a11y-only';
    this.group.setAttribute('role', 'group');
    // Reading order: the top row first, left to right, as the board is drawn.
    const order = (this.order = Array.from({ length: layout.size }, (_, s) => s).sort(
      (a, b) => layout.centreY[b]! - layout.centreY[a]! || layout.centreX[a]! - layout.centreX[b]!,
    ));
    for (const s of order) {
      const button = document.createElement('button');
      button.type = 'button';
      button.tabIndex = -1;
      button.dataset.square = squareName(layout, s);
      // A hexagonal cell's six neighbours are not where the arrow keys' zigzag suggests: said after its name.
      if (layout.grid === 'hex')
        button.setAttribute('aria-description', `Next to ${neighbourNames(layout, s, order)}`);
      button.addEventListener('focus', () => this.focused(s));
      // A screen reader's own activation arrives as a click.
      button.addEventListener('click', (e) => this.place(s, e.timeStamp));
      this.buttons[s] = button;
      this.group.appendChild(button);
    }
    this.group.addEventListener('keydown', this.onKey);
    document.body.appendChild(this.group);
    const kept = scene.kept;
    this.kept = kept;
    if (kept.loggedMatch !== match) {
      kept.loggedMatch = match;
      clearLog();
      // A game come back to (Resume) is not a new one.
      const start = match.position.ply > 0 ? 'Back to the game.' : 'New game.';
      const opening =
        words.opening === undefined
          ? `${start} ${standingWords(match.position, who)}${this.yourTurn()}`
          : words.opening;
      if (opening) announce(opening);
    }
    window.addEventListener('keydown', this.onStandingKey, true);
    const again = kept.gridFocus?.match === match ? kept.gridFocus.square : null;
    this.current = again ?? this.startSquare();
    const rename = () => this.refreshNames();
    const focus = (e: Event) => this.focusSquare((e as CustomEvent<number>).detail);
    document.addEventListener(SQUARE_NOTES_EVENT, rename);
    document.addEventListener(FOCUS_SQUARE_EVENT, focus);
    this.refresh();
    const off = match.on((e) => this.onMatchEvent(e));
    const keepFocus = again !== null;
    kept.gridFocus = null;
    // The mode is for playing by keyboard: the board takes the focus as it opens, unless a control
    // kept it (a resize or fullscreen restarts the scene under the control just pressed).
    const active = document.activeElement;
    if (keepFocus || active === null || active === document.body || active instanceof HTMLCanvasElement)
      this.buttons[this.current]!.focus();
    scene.onShutdown(() => {
      off();
      window.removeEventListener('keydown', this.onStandingKey, true);
      if (this.group.contains(document.activeElement)) kept.gridFocus = { match, square: this.current };
      this.group.remove();
      document.removeEventListener(SQUARE_NOTES_EVENT, rename);
      document.removeEventListener(FOCUS_SQUARE_EVENT, focus);
    });
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    const layout = this.match.position.layout;
    const to = gridKey(e, layout, this.current, this.order, this.anchor);
    if (to !== null) {
      const said = stepWords(layout, this.current, to, e.key);
      this.moveTo(to);
      if (said) announce(said);
    } else if (
      layout.grid === 'hex' &&
      e.key.toLowerCase() === 'a' &&
      !e.ctrlKey &&
      !e.metaKey &&
      !e.altKey
    ) {
      announce(
        `Around ${squareName(layout, this.current)}: ${neighbourNames(layout, this.current, this.order)}.`,
      );
    } else if (e.key === 'Enter' || e.key === ' ') {
      if (!e.repeat) this.place(this.current, e.timeStamp);
    } else if (e.key !== 'Tab') {
      return;
    }
    // Handled here: the game's own keys (on the window) must not act on it too. Tab leaves the
    // grid the browser's way, which the game would otherwise stop.
    e.stopPropagation();
    if (e.key !== 'Tab') e.preventDefault();
  };

  /** S says the scores and the moves left, H and U press Hint and Undo, wherever the focus is (not while typing). */
  private readonly onStandingKey = (e: KeyboardEvent): void => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    const key = e.key.toLowerCase();
    if (key === 's') {
      announce(`${standingWords(this.match.position, this.who)}${this.yourTurn()}`);
      return;
    }
    const shortcut = this.words.shortcuts ? SHORTCUTS[key] : undefined;
    if (!shortcut) return;
    e.stopPropagation();
    e.preventDefault();
    const control = this.scene.controls().find((c) => c.id === shortcut.control);
    if (control && control.enabled()) control.press();
    else announce(`${shortcut.name} is not available now.`);
  };

  /** Whose turn it is when a person is to move: " Your turn." for the one person playing, the
   *  player's name when two people play; else nothing. */
  private yourTurn(): string {
    const next = this.match.position.toMove();
    if (next === null || !isHuman(this.match.playerId(next))) return '';
    if (this.who.viewer === null) return ` ${this.who.names[next - 1]}'s turn.`;
    return this.who.viewer === next - 1 ? ' Your turn.' : '';
  }

  private readonly focusSquare = (s: number): void => {
    this.buttons[s]?.focus();
  };

  private moveTo(s: number): void {
    const kept = this.anchor.anchorX;
    this.buttons[s]!.focus();
    this.anchor.anchorX = kept;
  }

  private focused(s: number): void {
    this.buttons[this.current]!.tabIndex = -1;
    this.current = s;
    this.buttons[s]!.tabIndex = 0;
    this.anchor.anchorX = null;
    this.onFocusSquare(s);
  }

  private place(s: number, madeAt: number): void {
    const p = this.match.position;
    const mover = p.toMove();
    if (mover === null) {
      announce(standingWords(p, this.who));
      return;
    }
    if (!isHuman(this.match.playerId(mover))) {
      announce(`Wait: ${this.who.names[mover - 1]} is to move.`);
      return;
    }
    const taken = p.owner[s] !== 0 && !p.layout.gravity;
    if (this.board.playInput(s, madeAt)) return;
    const told = this.words.refused
      ? this.words.refused(s)
      : taken
        ? `${squareName(p.layout, s)} is taken.`
        : `${squareName(p.layout, s)} cannot be played now.`;
    if (told) announce(told);
  }

  private onMatchEvent(e: MatchEvent): void {
    const p = this.match.position;
    if (e.type === 'move') {
      this.words.beforeMove?.();
      const next = p.toMove();
      // Under capture, the groups the next move can take are said after the move (capture-risk.ts).
      // Near the end, on the person's turn, the captures their own move could open (capture-threats.ts).
      const viewer = this.who.viewer;
      const threats =
        viewer === null
          ? ''
          : threatWords(p, captureThreats(p, viewer), this.who.names[1 - viewer]!, placeWord(p.layout.grid));
      const risk = [riskWords(p, groupsAtRisk(p), this.who), threats].filter(Boolean).join(' ');
      const told = risk ? `${moveWords(p, e, this.who)} ${risk}` : moveWords(p, e, this.who);
      // Where the game stands is said when a person is to move next (or the game is over).
      const standing =
        this.words.standing &&
        (next === null || isHuman(this.match.playerId(next)) || this.who.viewer === null);
      announce(standing ? `${told} ${standingWords(p, this.who)}${this.yourTurn()}` : told);
    } else if (e.type === 'undo') {
      announce(
        this.words.standing
          ? `Move taken back. ${standingWords(p, this.who)}${this.yourTurn()}`
          : 'Move taken back.',
      );
      // Undo is pressed from the toolbar: the person goes on playing on the board.
      this.buttons[this.current]!.focus();
    } else if (e.type === 'restart') {
      clearLog();
      announce(`New game. ${standingWords(p, this.who)}${this.yourTurn()}`);
    }
    if (e.type !== 'thinking') this.refresh();
  }

  /** Names the squares again (their notes changed). */
  private readonly refreshNames = (): void => {
    this.refresh();
  };

  /** Names every square's button as the position stands, with its note if it has one. */
  private refresh(): void {
    const p = this.match.position;
    // The game over (the results in sight), the board is the final position: no move to make, no keys to place with.
    const squares = `${p.layout.size} ${placeWord(p.layout.grid, p.layout.size)}`;
    const hex = p.layout.grid === 'hex' ? `; ${HEX_KEYS}` : '';
    const label =
      p.toMove() === null
        ? `Final board, ${squares}: arrow keys go from ${placeWord(p.layout.grid)} to ${placeWord(p.layout.grid)}${hex}`
        : `Board, ${squares}: ${this.words.keys}${hex}`;
    if (this.group.getAttribute('aria-label') !== label) this.group.setAttribute('aria-label', label);
    this.buttons.forEach((button, s) => {
      const note = this.kept.squareNotes.get(s);
      const words = note ? `${squareWords(p, s, this.who)}, ${note}` : squareWords(p, s, this.who);
      if (button.textContent !== words) button.textContent = words;
      button.tabIndex = s === this.current ? 0 : -1;
    });
  }

  /** The first square: the most central empty one. */
  private startSquare(): number {
    const p = this.match.position;
    let best = 0;
    for (let s = 0; s < p.layout.size; s++) {
      if (
        p.owner[s] === 0 &&
        (p.owner[best] !== 0 || p.layout.centrality[s]! > p.layout.centrality[best]! + 1e-9)
      )
        best = s;
    }
    return best;
  }
}
