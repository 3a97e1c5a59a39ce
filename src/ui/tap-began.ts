// A tap belongs to what was under the finger when it began: a button drawn after the finger went
// down (the results coming up under a tap on the final board) takes no release of that tap. Both
// times are on the events' clock (an event's own timeStamp, and performance.now() when drawn).

/** Whether a release whose press began at `downTime` may press a control drawn at `drawnAt`. */
export function tapMeantFor(downTime: number, drawnAt: number): boolean {
  // No press time known (a synthetic release): it counts.
  if (!(downTime > 0)) return true;
  return downTime >= drawnAt;
}

/** Now on the events' clock. */
export function eventClock(): number {
  return typeof performance === 'object' ? performance.now() : Date.now();
}
