// A refused tap's words as a small bubble by the square the finger tapped (where it stands:
// screens/game/tap-bubble.ts); notice.ts shows it and takes it away as it does every notice.

import { type BubbleBox, tapBubblePlace } from '../screens/game/tap-bubble.ts';

/** A notice as a small bubble by `square` (page CSS px), its tail pointing at it: whole on the page. */
export function putBubble(line: HTMLDivElement, square: BubbleBox): void {
  line.setAttribute('role', 'status');
  Object.assign(line.style, {
    position: 'fixed',
    left: '0px',
    top: '0px',
    zIndex: '11',
    pointerEvents: 'none',
    width: 'max-content',
    maxWidth: 'min(80vw, 300px)',
    padding: '6px 12px',
    borderRadius: '14px',
    border: '1px solid #7fc4d8',
  });
  const tail = document.createElement('div');
  Object.assign(tail.style, {
    position: 'absolute',
    width: '10px',
    height: '10px',
    background: 'rgba(22, 50, 60, 0.96)',
    transform: 'translateX(-50%) rotate(45deg)',
  });
  line.appendChild(tail);
  document.body.appendChild(line);
  const box = line.getBoundingClientRect();
  const page = { width: window.innerWidth, height: window.innerHeight };
  const at = tapBubblePlace(square, box, page);
  line.style.left = `${at.x}px`;
  line.style.top = `${at.y}px`;
  // The tail under the square's centre, on the side facing it, within the bubble's rounded corners.
  const across = Math.min(Math.max(square.x + square.width / 2 - at.x, 16), box.width - 16);
  Object.assign(tail.style, {
    left: `${across}px`,
    [at.below ? 'top' : 'bottom']: '-6px',
    [at.below ? 'borderTop' : 'borderBottom']: '1px solid #7fc4d8',
    [at.below ? 'borderLeft' : 'borderRight']: '1px solid #7fc4d8',
  });
}
