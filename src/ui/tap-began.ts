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

/** A control's place when drawn, and when it counts as drawn. */
interface Drawn {
  x: number;
  y: number;
  width: number;
  height: number;
  drawnAt: number;
  /** The game frame it was destroyed in, or null while in sight. */
  goneFrame: number | null;
}

/** Per scene (a WeakMap), each control's last drawing by its id: read only in the frame it went. */
const drawings = new WeakMap<object, Map<string, Drawn>>();

/**
 * When a control drawn now counts as drawn, for `tapMeantFor`. A choice that draws its page again
 * (the setup's opponent, its board) destroys every button and makes it again in the same frame:
 * a button made again with the same id in the same place is the one the player saw, so a tap that
 * began on it before the page was drawn again (a finger quick after the choice, on a slow frame)
 * is still meant for it and keeps its time. Anything else (another control, another place, a frame
 * shown between) counts from now. `scene` keys the drawings; `frame` is the game's frame count.
 */
export function drawnAtFor(
  scene: object,
  id: string,
  box: { x: number; y: number; width: number; height: number },
  frame: number,
): { drawnAt: number; gone: (frame: number) => void } {
  const mine = drawings.get(scene) ?? new Map<string, Drawn>();
  drawings.set(scene, mine);
  const before = mine.get(id);
  const same =
    before !== undefined &&
    before.goneFrame === frame &&
    Math.abs(before.x - box.x) <= 1 &&
    Math.abs(before.y - box.y) <= 1 &&
    Math.abs(before.width - box.width) <= 1 &&
    Math.abs(before.height - box.height) <= 1;
  const drawn: Drawn = { ...box, drawnAt: same ? before.drawnAt : eventClock(), goneFrame: null };
  mine.set(id, drawn);
  return {
    drawnAt: drawn.drawnAt,
    gone: (at) => {
      if (mine.get(id) === drawn) drawn.goneFrame = at;
    },
  };
}
