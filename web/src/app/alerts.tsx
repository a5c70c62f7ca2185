// Alerts above the content: green for success, red for errors; each hides itself after 10 seconds
// (spec part 1 §2, §9) unless a shorter time is asked for (invitations: 2 s success, 5 s error).
// Where they show: in the page's flow at the top of its content (AlertsOutlet, first in <main>),
// above the screen's heading and table, which move down while one shows. Floating over the page
// they covered whatever was under them, a list's rows among them once the list was scrolled
// (walk: a refused delete's message hid the third row until it went). A new alert out of sight is
// scrolled into sight, unless the page shows field messages: a failed save has brought its first
// wrong field into view, and that is where to read. While a modal is open, the alerts are a manual
// popover in the browser's top layer instead (modals are native <dialog>s there, above any
// z-index, and the page behind them is inert), raised again whenever one appears to stay above the
// newest modal, and back in the flow once it closes. A page without an outlet (sign-in) always
// uses the popover.
// An alert belongs to the screen (the URL's hash) it was raised on and goes when another screen
// opens, so an old message never seems to be about the new screen. A message about a save that
// moves to another screen is raised after the move, on the screen it is read on. Alerts answer one
// action at a time: those raised together (a save's success and its SMS warning, in one task) show
// together, and a later alert replaces them, so a refusal never stands beside an earlier action's
// success as if both were about it (walk 32 L8: "Payment added successfully" beside a refused
// cancel), and a save refused three times shows its refusal once.
import { Alert, Flex } from '@aws-amplify/ui-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

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
/** Where the page's outlet registers itself (a ref callback); none: alerts float in the top layer. */
const OutletContext = createContext<(element: HTMLElement | null) => void>(() => undefined);

const modalOpen = () => document.querySelector('dialog:modal') !== null;
const showsFieldMessages = () => document.querySelector('main [aria-invalid="true"], main [data-field-error]') !== null;

/** The place in the page's flow where alerts show: first in the page's <main>. */
export function AlertsOutlet() {
  return <div ref={useContext(OutletContext)} />;
}

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<AlertItem[]>([]);
  const nextId = useRef(1);
  /** Whether an alert was raised earlier in the current task: then this one joins it. */
  const raisingInThisTask = useRef(false);
  const dismiss = useCallback((id: number) => setItems((all) => all.filter((item) => item.id !== id)), []);
  const show = useCallback(
    (variation: Variation, message: string, hideAfterMs = ALERT_HIDE_MS) => {
      const id = nextId.current++;
      const alert = { id, variation, message, screen: location.hash };
      const joins = raisingInThisTask.current;
      setItems((all) => (joins ? [...all.filter((item) => item.variation !== variation || item.message !== message), alert] : [alert]));
      if (!joins) {
        raisingInThisTask.current = true;
        setTimeout(() => (raisingInThisTask.current = false), 0);
      }
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
  const [outlet, setOutlet] = useState<HTMLElement | null>(null);
  const [overModal, setOverModal] = useState(false);
  // Checked after each change, in an effect: a confirm dialog answered in the same update closes
  // in its own effect, which runs before this one (children first).
  useEffect(() => setOverModal(modalOpen()), [items]);
  // A modal closed later moves them back into the flow. A Modal is unmounted, and a <dialog>
  // removed from the page fires no 'close', so the page is watched for a dialog going (removed,
  // or its `open` taken off), only while alerts float over one.
  const floating = overModal && items.length > 0;
  useEffect(() => {
    if (!floating) return;
    const observer = new MutationObserver(() => setOverModal(modalOpen()));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, [floating]);
  const inFlow = outlet !== null && !overModal;
  const layer = useRef<HTMLDivElement>(null);
  // The newest alert seen: ids only grow, so one above it was just raised (a message raised again
  // replaces its old self, and the count of alerts does not grow).
  const newestSeen = useRef(0);
  useEffect(() => {
    const element = layer.current;
    const newest = items.at(-1)?.id ?? 0;
    const added = newest > newestSeen.current;
    newestSeen.current = Math.max(newestSeen.current, newest);
    if (!element) return;
    if (inFlow) {
      // Drawn in the flow before the check above has found a modal still open: it moves over the
      // modal next, and the page behind it stays where it is.
      if (!added || modalOpen() || showsFieldMessages()) return;
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      return;
    }
    if (!element.showPopover) return;
    if (element.matches(':popover-open')) element.hidePopover();
    if (items.length > 0) element.showPopover();
  }, [items, inFlow]);
  const stack = (
    <Flex ref={layer} popover={inFlow ? undefined : 'manual'} direction="column" gap="0.5rem" className="bahi-alerts" aria-live="polite">
      {items.map((item) => (
        <Alert key={item.id} variation={item.variation} isDismissible onDismiss={() => dismiss(item.id)} role="alert">
          {item.message}
        </Alert>
      ))}
    </Flex>
  );
  return (
    <AlertsContext.Provider value={api}>
      <OutletContext.Provider value={setOutlet}>
        {inFlow ? createPortal(stack, outlet) : stack}
        {children}
      </OutletContext.Provider>
    </AlertsContext.Provider>
  );
}

export const useAlerts = () => useContext(AlertsContext);
