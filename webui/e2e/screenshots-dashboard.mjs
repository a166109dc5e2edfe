// Screenshots of the dashboard for a visual check: Super's (every card and
// both monthly charts) and a Vendedor's, at 1366×768, 768×1024 and 390×844,
// against a real `sgc serve --demo`: `node e2e/screenshots-dashboard.mjs`
// after `make build`. PNGs go to e2e/.out/.
import { loaded, startScreenshots } from './screenshot-kit.mjs';

const { shot, signedIn, close } = await startScreenshots({ top: true, blur: true });

try {
  for (const [width, height] of [[1366, 768], [768, 1024], [390, 844]]) {
    for (const role of ['Super', 'Vendedor']) {
      const page = await signedIn(role, { width, height });
      await page.locator('.dashboard').waitFor();
      await loaded(page);
      await shot(page, `70-inicio-${role.toLowerCase()}-${width}`, true);
      await page.context().close();
    }
  }
} finally {
  await close();
}
