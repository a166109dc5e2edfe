// Lighthouse's accessibility score of sign-in, Super's dashboard and
// Registrar Venta, with its desktop and its mobile preset, against a real
// `sgc serve --demo` on a temporary data folder (needs `make build`). It
// prints each score with the audits that failed and exits 1 below MIN_SCORE.
//
// Lighthouse is not a dependency of the app: it adds about 190 packages to
// every install for a check that axe-core already makes in the browser tests
// (e2e/a11y-flow.test.mjs, the same engine Lighthouse runs). Install it
// outside the repository and point LIGHTHOUSE_DIR at it; 12.x runs on Node 20
// (13.x needs Node 22) and drives the machine's chromium, downloading none:
//   npm i --prefix /tmp/lighthouse lighthouse@12.8.2
//   LIGHTHOUSE_DIR=/tmp/lighthouse node scripts/lighthouse.mjs
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM, FLAGS } from '../e2e/browser.mjs';
import { DEMO_USERS } from '../e2e/screenshot-kit.mjs';
import { startServer } from '../e2e/server.mjs';

/** The score issue 24 asks of each screen and preset. */
const MIN_SCORE = 95;

const dir = process.env.LIGHTHOUSE_DIR;
if (!dir) {
  console.error('LIGHTHOUSE_DIR is not set: npm i --prefix /tmp/lighthouse lighthouse@12.8.2');
  process.exit(2);
}
const from = createRequire(join(dir, 'package.json'));
const { default: lighthouse, desktopConfig } = await import(pathToFileURL(from.resolve('lighthouse')).href);
const { default: puppeteer } = await import(pathToFileURL(from.resolve('puppeteer-core')).href);

// The session lives in localStorage, which Lighthouse clears by default; the
// event stream (/api/eventos) stays open for the page's life, so the network
// never goes quiet and each run would wait out its 45 s limit.
const FLAGS_LH = { onlyCategories: ['accessibility'], disableStorageReset: true, blockedUrlPatterns: ['*/api/eventos*'], logLevel: 'error' };
const PRESETS = [
  ['desktop', desktopConfig],
  ['mobile', undefined],
];

const server = await startServer({ demo: true });
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
const low = [];

/** Audits `path` with both presets on the page as it is signed in (or not). */
async function audit(page, path, screen) {
  for (const [preset, config] of PRESETS) {
    const { lhr } = await lighthouse(server.url + path, FLAGS_LH, config, page);
    const score = Math.round(lhr.categories.accessibility.score * 100);
    const failed = lhr.categories.accessibility.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => `\n    ${a.id}: ${(a.details?.items ?? []).slice(0, 3).map((i) => i.node?.selector).join(' | ')}`);
    console.log(`${screen} (${preset}): ${score}${failed.join('')}`);
    if (score < MIN_SCORE) low.push(`${screen} (${preset}): ${score}`);
  }
}

try {
  const page = await browser.newPage();
  await page.goto(server.url + '/');
  await audit(page, '/', 'Ingreso');
  await page.locator('#login-usuario').fill(DEMO_USERS.Super);
  await page.locator('#login-password').fill(server.password);
  await page.locator('button[type=submit]').click();
  await page.waitForFunction(() => location.pathname === '/admin');
  await audit(page, '/admin', 'Inicio');
  await audit(page, '/admin/nueva-venta', 'Registrar Venta');
} finally {
  await browser.close();
  await server.stop();
}
if (low.length) {
  console.error(`below ${MIN_SCORE}: ${low.join(', ')}`);
  process.exit(1);
}
