// What a user sees of an element, measured in the page: the WCAG 2 contrast of its text against
// what is painted behind it (computed styles: the text colour, and the first opaque background
// up its ancestors), whether it is inside the window, whether it has the focus. The functions run
// in the page; the tests compile without the DOM's types, so they name only what they use.
import type { Locator } from 'playwright-core';

interface PageElement {
  parentElement: PageElement | null;
  getBoundingClientRect(): { top: number; bottom: number };
}
interface PageGlobals {
  getComputedStyle(element: PageElement): { color: string; backgroundColor: string };
  innerHeight: number;
  document: { activeElement: unknown };
}

/** The contrast ratio (1 to 21) of the element's text colour against its background. */
export function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element: PageElement) => {
    const page = globalThis as unknown as PageGlobals;
    const channels = (css: string) => {
      const parts = (/rgba?\(([^)]*)\)/.exec(css)?.[1] ?? '0 0 0 0').split(/[\s,/]+/).filter(Boolean).map(Number);
      return { rgb: parts.slice(0, 3), alpha: parts[3] ?? 1 };
    };
    let background = [255, 255, 255];
    for (let node: PageElement | null = element; node; node = node.parentElement) {
      const fill = channels(page.getComputedStyle(node).backgroundColor);
      if (fill.alpha === 1) {
        background = fill.rgb;
        break;
      }
    }
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((value) => {
        const s = value / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const text = luminance(channels(page.getComputedStyle(element).color).rgb);
    const behind = luminance(background);
    return (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05);
  });
}

/** Whether the element's box lies wholly inside the window. */
export function inWindow(locator: Locator): Promise<boolean> {
  return locator.evaluate((element: PageElement) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= (globalThis as unknown as PageGlobals).innerHeight;
  });
}

/** Whether the element has the keyboard focus. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element: PageElement) => element === (globalThis as unknown as PageGlobals).document.activeElement);
}
