// Whether a press is still held, by the page's own clock: Phaser hands input over on its next
// frame, so on a slow frame a quick tap's release may not have reached the game when a hold
// timer fires. The page's release events are seen at once.

let lastRelease = -Infinity;
if (typeof window !== 'undefined') {
  const mark = (e: Event) => { lastRelease = Math.max(lastRelease, e.timeStamp || performance.now()); };
  for (const type of ['pointerup', 'pointercancel', 'touchend', 'touchcancel', 'mouseup']) window.addEventListener(type, mark, true);
}

/** True while no press has been released since `downTime` (a pointer's down event time stamp). */
export function stillHeld(downTime: number): boolean {
  return lastRelease < downTime;
}
