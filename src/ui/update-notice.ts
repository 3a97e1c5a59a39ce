// The notice that a new version of the installed game is ready: Reload switches to it now (an
// unfinished game is saved after every move and resumes), Later leaves it for the next time the
// game is opened. DOM like the other notices, so it outlives scene changes; it never switches by
// itself. It stands only at a neutral moment, where no control is, and takes only presses begun
// once it could be seen (update-moment.ts): over a game or its results it never stands.
import { FONT } from './theme.ts';
import { NOTICE_SEEN_MS, pressMeantForNotice, updateNoticeSpot, type PageRect } from './update-moment.ts';

/** How often a waiting notice looks whether the moment has come (and an open one whether it has gone). */
const WAIT_MS = 1000;
/** Air between the notice and the page's edges and controls, in CSS px. */
const GAP = 8;

/** The page as the notice needs it now: whether it is a neutral moment, and the controls' boxes on the page. */
export interface UpdateMoment {
  neutral: boolean;
  controls: PageRect[];
}

/** One per page (main.ts makes it): the notice, once a new version waits. */
export class UpdateNotice {
  private box: HTMLDivElement | null = null;
  private shownAt = 0;
  private done = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** Shows the notice at the next neutral moment, and takes it away while that moment is gone; `reload` switches to the new version. */
  show(reload: () => void, moment: () => UpdateMoment = () => ({ neutral: true, controls: [] })): void {
    if (this.box || this.done) return;
    this.box = this.make(reload);
    this.look(moment);
  }

  /** Puts the notice in sight when the moment and a free band allow, out of sight when not; looks again later. */
  private look(moment: () => UpdateMoment): void {
    const box = this.box;
    if (!box || this.done) return;
    const now = moment();
    const page = { width: window.innerWidth, height: window.innerHeight };
    const size = { width: box.offsetWidth, height: box.offsetHeight };
    const spot = now.neutral ? updateNoticeSpot(page, size, now.controls, GAP) : null;
    if (!spot) this.hide();
    else {
      const wasHidden = box.style.visibility === 'hidden';
      Object.assign(box.style, { left: `${spot.x}px`, top: `${spot.y}px`, visibility: 'visible' });
      if (wasHidden) this.seenFromNow();
    }
    this.timer = setTimeout(() => this.look(moment), WAIT_MS);
  }

  /** In sight from now: its buttons wait until it can have been seen. */
  private seenFromNow(): void {
    this.shownAt = performance.now();
    const buttons = [...(this.box?.querySelectorAll('button') ?? [])];
    const ready = (on: boolean) => {
      for (const b of buttons) Object.assign(b, { disabled: !on }).style.opacity = on ? '1' : '0.5';
    };
    ready(false);
    setTimeout(() => ready(true), NOTICE_SEEN_MS);
  }

  private hide(): void {
    if (this.box) this.box.style.visibility = 'hidden';
  }

  private make(reload: () => void): HTMLDivElement {
    const box = document.createElement('div');
    box.className = 'update-notice';
    box.setAttribute('role', 'status');
    Object.assign(box.style, {
      position: 'fixed',
      left: '0px',
      top: '0px',
      visibility: 'hidden',
      zIndex: '11',
      display: 'flex',
      gap: '10px',
      alignItems: 'center',
      flexWrap: 'wrap',
      justifyContent: 'center',
      boxSizing: 'border-box',
      maxWidth: `min(calc(100vw - ${2 * GAP}px), 560px)`,
      background: 'rgba(22, 50, 60, 0.96)',
      color: '#e8f6f8',
      border: '1px solid #3c7a90',
      borderRadius: '10px',
      padding: '8px 14px',
      font: `15px ${FONT}`,
      boxShadow: '0 4px 14px rgba(0,0,0,0.4)',
    });
    const text = document.createElement('span');
    text.textContent = 'A new version of Cell Division is ready.';
    const meant = () => pressMeantForNotice(this.downAt, this.shownAt);
    box.append(
      text,
      this.button('Reload', true, meant, () => reload()),
      this.button('Later', false, meant, () => this.close()),
    );
    document.body.appendChild(box);
    return box;
  }

  /** When the last press on the notice went down, on the events' clock. */
  private downAt = -Infinity;

  private button(label: string, main: boolean, meant: () => boolean, onPress: () => void): HTMLButtonElement {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    Object.assign(b.style, {
      font: `bold 15px ${FONT}`,
      padding: '6px 14px',
      borderRadius: '8px',
      cursor: 'pointer',
      border: '1px solid #3c7a90',
      background: main ? '#ffd34d' : 'transparent',
      color: main ? '#0d1b1e' : '#e8f6f8',
    });
    b.addEventListener('pointerdown', (e) => (this.downAt = e.timeStamp));
    // A key's click (detail 0) is meant; a press begun before the notice could be seen is not.
    b.addEventListener('click', (e) => {
      if (e.detail === 0 || meant()) onPress();
    });
    return b;
  }

  private close(): void {
    this.done = true;
    clearTimeout(this.timer);
    this.box?.remove();
    this.box = null;
  }
}
