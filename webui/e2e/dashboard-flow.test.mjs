// The dashboard of every role holds still while it loads (issue: the banner
// arriving late pushed the page down, then the grid jumped again): with
// 400 ms added to every call, as a branch on a VPN sees it, the layout shift
// that Chromium measures (PerformanceObserver 'layout-shift', summed over the
// whole load, the stricter reading of Cumulative Layout Shift) stays under
// 0.1 at a laptop's and a phone's width. On the phone the month labels do not
// overlap and no card is wider than the screen.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newPage } from './browser.mjs';
import { DEMO_PASSWORD, DEMO_USERS } from './screenshot-kit.mjs';
import { missingBinary, signIn, withServer } from './setup.mjs';

const missing = missingBinary();

/** Added to every call, as a branch reaching the server over a VPN. */
const LATENCY_MS = 400;
/** How long after the last spinner the page is watched for late arrivals (banners poll on their own). */
const SETTLE_MS = 2000;

/** Starts summing the page's layout shifts before any of its scripts runs. */
function watchShifts() {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The dashboard's layout shift for `role`, loaded afresh through a slow network. */
async function dashboardShift(browser, server, role, viewport) {
  const page = await newPage(browser, server.url, viewport);
  await signIn(page, DEMO_USERS[role], role === 'Super' ? server.password : DEMO_PASSWORD);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
  await page.addInitScript(watchShifts);
  await page.goto('/admin');
  await page.locator('.dashboard').waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('.loading'), undefined, { timeout: 20_000 });
  await page.waitForTimeout(SETTLE_MS);
  const cls = await page.evaluate(() => window.__cls);
  return { page, cls };
}

describe('a dashboard that holds still', { skip: missing }, () => {
  const suite = withServer({ demo: true });

  for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
    it(`shifts less than 0.1 for every role at ${viewport.width} px with ${LATENCY_MS} ms of latency`, async () => {
      const found = {};
      for (const role of Object.keys(DEMO_USERS)) {
        const { page, cls } = await dashboardShift(suite.browser, suite.server, role, viewport);
        found[role] = Number(cls.toFixed(3));
        if (viewport.width < 600) {
          // Nothing of the dashboard is wider than the phone: no sideways scroll, no card past the edge.
          const overflow = await page.evaluate(() => {
            const wide = [...document.querySelectorAll('.dashboard .card, .dashboard canvas, .dashboard table')]
              .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
              .map((el) => el.className || el.tagName);
            return { page: document.documentElement.scrollWidth - window.innerWidth, wide };
          });
          assert.deepEqual(overflow, { page: 0, wide: [] }, `${role}: the dashboard overflows at ${viewport.width} px`);
        }
        await page.context().close();
      }
      console.log(`layout shift at ${viewport.width} px:`, found);
      for (const [role, cls] of Object.entries(found)) assert.ok(cls < 0.1, `${role}: layout shift ${cls} (all: ${JSON.stringify(found)})`);
    });
  }
});
