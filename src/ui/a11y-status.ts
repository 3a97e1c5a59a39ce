// The mirror's status line: changes the page makes that a screen reader would not hear otherwise
// (the mode switched, full screen on or off), said politely once each.

export class A11yStatus {
  readonly element: HTMLParagraphElement;

  constructor() {
    this.element = document.createElement('p');
    this.element.setAttribute('role', 'status');
  }

  /** Says `words`; the same words again are said again. */
  tell(words: string): void {
    const status = this.element;
    status.textContent = '';
    // A live region is heard when its words change after it is in the page.
    window.setTimeout(() => {
      status.textContent = words;
    }, 50);
  }
}

/** Says full screen going on or off while `speaking()` (the mirror is in the page). */
export function sayFullscreen(status: () => A11yStatus | null, signal?: AbortSignal): void {
  document.addEventListener(
    'fullscreenchange',
    () => status()?.tell(document.fullscreenElement ? 'Full screen on.' : 'Full screen off.'),
    { signal },
  );
}
