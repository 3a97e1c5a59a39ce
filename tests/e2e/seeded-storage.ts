// A page's storage made before it loads: `fill` writes through the game's own store (keepGame,
// store.write) into memory, and the result is a script that puts each item in localStorage, for
// page.addInitScript (the ladder, the returning player's menu).
import { Store, type StorageLike } from '../../src/game/storage.ts';

export function seededStorage(fill: (store: Store) => void): string {
  const items = new Map<string, string>();
  const storage: StorageLike = {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
  fill(new Store(storage, () => {}));
  return [...items]
    .map(([k, v]) => `localStorage.setItem(${JSON.stringify(k)}, ${JSON.stringify(v)});`)
    .join('');
}
