// The web app as a first visit meets it (issue 14), on the built site (web/dist, built when
// missing):
//   - the login page's JavaScript: every script and modulepreload the page's HTML names, gzipped
//     (what a first visit downloads before the form works). Target ≤ 150 KB. Baseline: the page's
//     own entry chunk alone.
//   - the working page's first render in headless chromium (Debian's): from navigation start to
//     the side navigation and the first screen's content on screen (text in both), signed in as
//     the demo owner, median of RENDERS reloads, timed in the page. Target ≤ 1 s. Baseline: the
//     login page's form, the same way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { DEMO_OWNER, DEMO_PASSWORD } from '../../functions/src/local/demo-seed.js';
import { signedInPage, startWebApp } from '../browser/support/web-app.js';
import { percentile, recordFigure } from './support/figures.js';

const LOGIN_JS_TARGET_KB = 150;
const RENDER_TARGET_MS = 1000;
const RENDERS = 5;
const WEB_DIST = path.resolve('web/dist');

/** The JavaScript files a page's HTML loads at once: its module script and its modulepreloads. */
function scriptsOf(htmlFile: string): { entry: string; all: string[] } {
  const html = readFileSync(path.join(WEB_DIST, htmlFile), 'utf8');
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`${htmlFile} names no module script`);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1] as string);
  return { entry, all: [entry, ...preloads] };
}

/** What renderTime's check uses of the page (the tests compile without the DOM's types). */
interface PageGlobals {
  document: { querySelector(selector: string): { checkVisibility(): boolean; textContent: string | null } | null };
  performance: { now(): number };
}

const gzippedKb = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(WEB_DIST, file))).length, 0) / 1024;

/**
 * Milliseconds from navigation start until every one of `selectors` is on screen with some text,
 * by the page's own clock, read in the first animation frame that shows them (polled in the page,
 * so the time the test runner takes to hear of it, long on a busy machine, is not counted).
 */
async function renderTime(page: Page, url: string, selectors: string[]): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(
    (wanted: string[]) => {
      const { document, performance } = globalThis as unknown as PageGlobals;
      return (
        wanted.every((selector) => {
          const element = document.querySelector(selector);
          return element !== null && element.checkVisibility() && /\S/.test(element.textContent ?? '');
        }) && performance.now()
      );
    },
    selectors,
    { polling: 'raf' },
  );
  return (await shown.jsonValue()) as number;
}

async function medianRender(page: Page, url: string, selectors: string[]): Promise<number> {
  await renderTime(page, url, selectors); // warm-up: the browser's cache as a returning visitor has it
  const times: number[] = [];
  for (let i = 0; i < RENDERS; i++) times.push(await renderTime(page, url, selectors));
  return percentile(times.sort((a, b) => a - b), 50);
}

export async function run(): Promise<void> {
  const app = await startWebApp();
  try {
    const login = scriptsOf('index.html');
    const loginKb = gzippedKb(login.all);
    recordFigure({
      name: `login page JavaScript, gzip (${login.all.length} files)`,
      value: loginKb,
      unit: 'KB',
      target: `≤ ${LOGIN_JS_TARGET_KB}`,
      met: loginKb <= LOGIN_JS_TARGET_KB,
      baseline: { name: 'its entry chunk alone', value: gzippedKb([login.entry]), unit: 'KB' },
    });

    const visitor = await app.newPage();
    const loginRender = await medianRender(visitor.page, '/', ['form[aria-label="Sign in"]']);
    await visitor.context.close();
    const { page, context } = await signedInPage(app, DEMO_OWNER.email, DEMO_PASSWORD);
    const working = await medianRender(page, '/taxpayer.html', ['nav[aria-label="Side navigation"]', 'main.bahi-content']);
    await context.close();
    recordFigure({
      name: 'working page first render (chromium)',
      value: working,
      unit: 'ms',
      target: `≤ ${RENDER_TARGET_MS}`,
      met: working <= RENDER_TARGET_MS,
      baseline: { name: 'login page form', value: loginRender, unit: 'ms' },
    });
  } finally {
    await app.close();
  }
}
