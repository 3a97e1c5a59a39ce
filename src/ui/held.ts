// Whether a press is still held, by the page's own clock: Phaser hands input over on its next
// frame, so on a slow frame a quick tap's release may not have reached the game when a hold
// timer fires. The page's release events are seen at once.

/** The page's releases: the latest one's time, by the page's clock. One for the page. */
class Releases {
  private last = -Infinity;

  constructor() {
    if (typeof window === 'undefined') return;
    const mark = (e: Event) => {
      this.last = Math.max(this.last, e.timeStamp || performance.now());
    };
    for (const type of ['pointerup', 'pointercancel', 'touchend', 'touchcancel', 'mouseup'])
      window.addEventListener(type, mark, true);
  }

  /** True while no press has been released since `downTime`. */
  noneSince(downTime: number): boolean {
    return this.last < downTime;
  }
}

const releases = new Releases();

/** True while no press has been released since `downTime` (a pointer's down event time stamp). */
export function stillHeld(downTime: number): boolean {
  return releases.noneSince(downTime);
}
