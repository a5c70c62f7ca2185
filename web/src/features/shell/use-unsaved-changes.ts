// The leave-page confirmation (spec part 1 §2, §4): while a form holds unsaved changes, leaving
// it (side navigation, the back button, Cancel) first asks to stay or leave, and closing or
// reloading the tab gets the browser's own prompt. Forms render the question from `asking`.
//
// Screens change with the URL hash, and a hash navigation cannot be cancelled once it starts, so
// the guard stops it earlier:
// - a click on an in-page link (the side navigation) is caught before the browser follows it;
//   Leave then follows it, so history gets exactly the entry it would have had;
// - back and forward fire popstate synchronously before the hashchange that useHashRoute follows,
//   so the form's URL is put back with replaceState (which fires nothing) and the hashchange finds
//   the form still there; Leave replaces the URL with the target and fires a hashchange itself.
import { useCallback, useEffect, useRef, useState } from 'react';

export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Stay or leave?';

export interface UnsavedChangesGuard {
  /** True while the stay-or-leave question should show. */
  asking: boolean;
  /** Runs `leave` at once when nothing is unsaved; otherwise asks first. */
  leaveWith(leave: () => void): void;
  /** Answers "Stay": the form stays as it is. */
  stay(): void;
  /** Answers "Leave": the changes are dropped and the held navigation goes ahead. */
  leave(): void;
  /** Stops guarding (after a save) so the navigation that follows goes straight through. */
  release(): void;
}

/** A link to another hash of this same page (a link to another page meets beforeunload instead). */
function isInPageLink(link: HTMLAnchorElement): boolean {
  return link.origin === location.origin && link.pathname === location.pathname && link.hash !== location.hash && !link.target;
}

function goToHash(url: string): void {
  const oldURL = location.href;
  history.replaceState(history.state, '', url);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url }));
}

export function useUnsavedChanges(dirty: boolean): UnsavedChangesGuard {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const released = useRef(false);
  const guarding = useRef(false);
  useEffect(() => {
    guarding.current = dirty && !released.current;
  }, [dirty]);

  useEffect(() => {
    const formUrl = location.href;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!guarding.current || !(link instanceof HTMLAnchorElement) || !isInPageLink(link)) return;
      // Ctrl/⌘/Shift-clicks and middle clicks open another tab: this form stays as it is.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      setPending(() => () => location.assign(link.href));
    };
    const onPopState = () => {
      // Arriving on an entry with the form's own URL is not leaving it.
      if (!guarding.current || location.href === formUrl) return;
      const target = location.href;
      history.replaceState(history.state, '', formUrl);
      setPending(() => () => goToHash(target));
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (guarding.current) event.preventDefault();
    };
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);

  const release = useCallback(() => {
    released.current = true;
    guarding.current = false;
  }, []);

  const leaveWith = useCallback((leave: () => void) => {
    if (guarding.current) setPending(() => leave);
    else leave();
  }, []);

  const leave = useCallback(() => {
    release();
    setPending(null);
    pending?.();
  }, [pending, release]);

  const stay = useCallback(() => setPending(null), []);

  return { asking: pending !== null, leaveWith, stay, leave, release };
}
