// The notice that a new version of the installed game is ready: Reload switches to it now (an
// unfinished game is saved after every move and resumes), Later leaves it for the next time the
// game is opened. DOM like the other notices, so it outlives scene changes; it never switches by
// itself, and it waits while a board is in play so it covers none of the game.
import { FONT } from './theme.ts';

/** How often a waiting notice looks whether the board has been left. */
const WAIT_MS = 1000;

/** One per page (main.ts makes it): the notice, once it is open. */
export class UpdateNotice {
  private open: HTMLDivElement | null = null;

  /** Shows the notice once, as soon as `playing()` is false; `reload` switches to the new version. */
  show(reload: () => void, playing: () => boolean = () => false): void {
    if (this.open) return;
    if (playing()) {
      setTimeout(() => this.show(reload, playing), WAIT_MS);
      return;
    }
    const box = document.createElement('div');
    box.className = 'update-notice';
    box.setAttribute('role', 'status');
    Object.assign(box.style, {
      position: 'fixed',
      left: '50%',
      bottom: '12px',
      transform: 'translateX(-50%)',
      zIndex: '11',
      display: 'flex',
      gap: '10px',
      alignItems: 'center',
      flexWrap: 'wrap',
      justifyContent: 'center',
      maxWidth: 'min(92vw, 560px)',
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
    box.append(
      text,
      button('Reload', true, () => reload()),
      button('Later', false, () => this.close()),
    );
    document.body.appendChild(box);
    this.open = box;
  }

  private close(): void {
    this.open?.remove();
    this.open = null;
  }
}

function button(label: string, main: boolean, onPress: () => void): HTMLButtonElement {
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
  b.addEventListener('click', onPress);
  return b;
}
