// Other tabs' writes to the page's storage, as the browser tells them (storage events). Every tab
// reads its own copy of localStorage, and another tab's write reaches it tens of milliseconds later,
// so two tabs can each write over a save the other has already changed; the events say which value
// a write replaced, which lets a tab whose game was written over by an older one put it back.

/** Hears one write by another tab: the key, the value it replaced and the new value (null: none). */
export type OtherTabWrite = (key: string, before: string | null, after: string | null) => void;

/** Starts hearing other tabs' writes; returns the way to stop. */
export type OtherTabs = (listener: OtherTabWrite) => () => void;

/** No other tab can write here (memory storage, Node). */
export const noOtherTabs: OtherTabs = () => () => {};

/** The part of a storage event read here (written out: the screens' models are type-checked without the DOM). */
interface StorageChange {
  storageArea: unknown;
  key: string | null;
  oldValue: string | null;
  newValue: string | null;
}

interface Page {
  addEventListener?(type: 'storage', listener: (e: StorageChange) => void): void;
  removeEventListener?(type: 'storage', listener: (e: StorageChange) => void): void;
}

/** The browser's storage events for `storageArea` (the page's localStorage), or none outside a page. */
export function browserTabs(storageArea: unknown): OtherTabs {
  return (listener) => {
    const page = globalThis as Page;
    if (!page.addEventListener || !page.removeEventListener) return () => {};
    const heard = (e: StorageChange) => {
      if (e.storageArea === storageArea && e.key !== null) listener(e.key, e.oldValue, e.newValue);
    };
    page.addEventListener('storage', heard);
    return () => page.removeEventListener?.('storage', heard);
  };
}
