// A screen's choices kept while the page is open (a report's dates, the general ledger's account):
// opening the entry behind a line and coming back shows what the reader was looking at, not the
// defaults again (as the document lists keep their year, use-document-list.ts).
import { useState } from 'react';

const remembered = new Map<string, unknown>();

/** useState whose value outlives the screen under `key` until the page is reloaded. */
export function useRememberedState<T>(key: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => (remembered.has(key) ? (remembered.get(key) as T) : initial));
  return [
    value,
    (next: T) => {
      remembered.set(key, next);
      setValue(next);
    },
  ];
}
