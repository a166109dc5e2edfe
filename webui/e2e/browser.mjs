// Debian's chromium driven by playwright-core (which never downloads a
// browser). The context uses the Bolivian locale and time zone, as a user's
// browser would, whatever the machine running the tests is set to.
import { chromium } from 'playwright-core';

/** The chromium binary. */
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// Without the background-networking flags chromium keeps trying to reach
// hosts that this machine cannot reach. Exported for scripts that launch
// chromium through another driver (scripts/lighthouse.mjs).
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches the browser. */
export function launch() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

/**
 * A fresh context (own storage) with a page on `baseURL`, sized like a
 * 1366×768 laptop. The server's Content-Security-Policy is enforced: closing
 * the context fails if any of its pages (PDF tabs included) reported a
 * violation, so a screen that needs inline code fails its test. `options`
 * adds context options, such as `bypassCSP` for a test that injects a
 * checker's script into the page.
 */
export async function newPage(browser, baseURL, viewport = { width: 1366, height: 768 }, options = {}) {
  const context = await browser.newContext({ baseURL, locale: 'es-BO', timezoneId: 'America/La_Paz', viewport, ...options });
  const violations = [];
  const watch = (p) =>
    p.on('console', (m) => {
      if (m.type() === 'error' && /Content.Security.Policy/i.test(m.text())) violations.push(`${p.url()}: ${m.text()}`);
    });
  context.on('page', watch);
  const close = context.close.bind(context);
  context.close = async (...args) => {
    await close(...args);
    if (violations.length) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
  };
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}
