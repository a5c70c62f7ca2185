// Alerts above the content: green for success, red for errors; each hides itself after 10 seconds
// (spec part 1 §2, §9) unless a shorter time is asked for (invitations: 2 s success, 5 s error).
// Modals are native <dialog>s in the browser's top layer, above any z-index; so the alerts are a
// manual popover, raised again whenever one appears, to stay above the newest modal.
// An alert belongs to the screen (the URL's hash) it was raised on and goes when another screen
// opens, so an old message never seems to be about the new screen. A message about a save that
// moves to another screen is raised after the move, on the screen it is read on. The same message
// raised again replaces the one shown (a save refused three times shows its refusal once).
import { Alert, Flex } from '@aws-amplify/ui-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export const ALERT_HIDE_MS = 10_000;

type Variation = 'success' | 'error' | 'info' | 'warning';
interface AlertItem {
  id: number;
  variation: Variation;
  message: string;
  /** The screen it was raised on: `location.hash` then. */
  screen: string;
}
interface AlertsApi {
  show(variation: Variation, message: string, hideAfterMs?: number): void;
}

const AlertsContext = createContext<AlertsApi>({ show: () => undefined });

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<AlertItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((all) => all.filter((item) => item.id !== id)), []);
  const show = useCallback(
    (variation: Variation, message: string, hideAfterMs = ALERT_HIDE_MS) => {
      const id = nextId.current++;
      setItems((all) => [...all.filter((item) => item.variation !== variation || item.message !== message), { id, variation, message, screen: location.hash }]);
      setTimeout(() => dismiss(id), hideAfterMs);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);
  useEffect(() => {
    const dropOtherScreens = () => setItems((all) => all.filter((item) => item.screen === location.hash));
    window.addEventListener('hashchange', dropOtherScreens);
    return () => window.removeEventListener('hashchange', dropOtherScreens);
  }, []);
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = layer.current;
    if (!element?.showPopover) return;
    if (element.matches(':popover-open')) element.hidePopover();
    if (items.length > 0) element.showPopover();
  }, [items]);
  return (
    <AlertsContext.Provider value={api}>
      <Flex ref={layer} popover="manual" direction="column" gap="0.5rem" className="bahi-alerts" aria-live="polite">
        {items.map((item) => (
          <Alert key={item.id} variation={item.variation} isDismissible onDismiss={() => dismiss(item.id)} role="alert">
            {item.message}
          </Alert>
        ))}
      </Flex>
      {children}
    </AlertsContext.Provider>
  );
}

export const useAlerts = () => useContext(AlertsContext);
