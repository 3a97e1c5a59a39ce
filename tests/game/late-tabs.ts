// Tabs of one browser, each reading its own copy of localStorage, as Chromium has them: a tab's
// write changes its own copy at once and reaches the browser, and the other tabs' copies, only when
// delivered (tens of milliseconds later in a page). Each delivered write is told to the other tabs
// with the value it replaced, as the browser's storage events tell it. A tab with a write of its own
// still on the way keeps its copy until that write is delivered too.
import type { OtherTabWrite, OtherTabs } from '../../src/game/other-tabs.ts';
import type { StorageLike } from '../../src/game/storage.ts';

export interface Write {
  from: LateTab;
  key: string;
  value: string | null;
}

export class LateTab implements StorageLike {
  readonly copy = new Map<string, string>();
  readonly listeners = new Set<OtherTabWrite>();
  constructor(private readonly browser: LateTabs) {}
  getItem(key: string): string | null {
    return this.copy.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.copy.set(key, value);
    this.browser.send({ from: this, key, value });
  }
  removeItem(key: string): void {
    this.copy.delete(key);
    this.browser.send({ from: this, key, value: null });
  }
  readonly otherTabs: OtherTabs = (listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export class LateTabs {
  /** The browser's own values: the writes in the order they arrived. */
  readonly values = new Map<string, string>();
  private readonly onTheWay: Write[] = [];
  private readonly tabs: LateTab[] = [];

  tab(): LateTab {
    const tab = new LateTab(this);
    for (const [k, v] of this.values) tab.copy.set(k, v);
    this.tabs.push(tab);
    return tab;
  }

  send(write: Write): void {
    this.onTheWay.push(write);
  }

  /** The writes on the way, in the order given (by default as sent), then any they caused, until none is left. */
  deliver(order?: (writes: Write[]) => Write[]): void {
    if (order) this.onTheWay.splice(0, this.onTheWay.length, ...order([...this.onTheWay]));
    for (let arrived = 0; this.onTheWay.length > 0; arrived++) {
      if (arrived > 100) throw new Error('the tabs never stop writing');
      this.arrive(this.onTheWay.shift()!);
    }
  }

  private arrive({ from, key, value }: Write): void {
    const before = this.values.get(key) ?? null;
    if (value === null) this.values.delete(key);
    else this.values.set(key, value);
    if (before === value) return;
    for (const tab of this.tabs) {
      if (tab === from) continue;
      const ownOnTheWay = this.onTheWay.some((w) => w.from === tab && w.key === key);
      if (!ownOnTheWay) {
        if (value === null) tab.copy.delete(key);
        else tab.copy.set(key, value);
      }
      for (const l of [...tab.listeners]) l(key, before, value);
    }
  }
}
