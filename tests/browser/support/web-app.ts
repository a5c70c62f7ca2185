// The app as a browser sees it: the built web app and the API on one local server, in memory,
// with the demo users seeded. Builds web/dist first when a test run starts without it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startLocalServer, type LocalServer } from '../../../functions/src/local/local-server.js';
import { launchChromium } from './chromium.js';

const WEB_DIR = resolve('web/dist');
export const SCREENSHOT_DIR = resolve('.test-artifacts/screenshots');

export interface WebApp {
  server: LocalServer;
  browser: Browser;
  /** What the browser reported as blocked by the Content-Security-Policy, on any page so far. */
  cspViolations: string[];
  newPage(): Promise<{ page: Page; context: BrowserContext }>;
  close(): Promise<void>;
}

export async function startWebApp(): Promise<WebApp> {
  if (!existsSync(resolve(WEB_DIR, 'index.html'))) {
    const built = spawnSync('npm', ['run', '--silent', 'build:web'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('web build failed');
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const server = await startLocalServer({ webDir: WEB_DIR, seed: true });
  const browser = await launchChromium();
  const cspViolations: string[] = [];
  return {
    server,
    browser,
    cspViolations,
    async newPage() {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
      });
      page.setDefaultTimeout(10_000);
      return { page, context };
    },
    async close() {
      await browser.close();
      await server.close();
      // Every page of every browser test runs under the real security headers: a blocked script,
      // style, image or call is a failure of the suite, whatever the test itself checked.
      if (cspViolations.length > 0) throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
    },
  };
}

/** Fills the login form and submits it. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits (up to the page's timeout) until the locator is visible; true then, else it throws. */
export async function shown(locator: Locator): Promise<boolean> {
  await locator.waitFor({ state: 'visible' });
  return locator.isVisible();
}

/** Waits until the locator's text equals `expected` or the timeout passes; returns the last text. */
export async function settledText(locator: Locator, expected: string, timeoutMs = 5_000): Promise<string | null> {
  const until = Date.now() + timeoutMs;
  let text = await locator.textContent();
  while (text !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    text = await locator.textContent();
  }
  return text;
}

/** A new page signed in through the login form, on the working page of the user's organisation. */
export async function signedInPage(app: WebApp, email: string, password: string): Promise<{ page: Page; context: BrowserContext }> {
  const opened = await app.newPage();
  await signInThroughForm(opened.page, email, password);
  await opened.page.waitForURL('**/taxpayer.html');
  return opened;
}
