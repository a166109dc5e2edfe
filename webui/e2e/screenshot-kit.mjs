// What every screenshot script (screenshots*.mjs) does before and after its
// own screens: serve dist/ with `vite preview` on a free port, launch the
// browser, write PNGs to e2e/.out/ and sign in against the canned APIs. Kept
// in one place so the scripts differ only in the screens they visit.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, newPage } from './browser.mjs';
import { mockApi } from './mock-api.mjs';
import { freePort } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** Where the PNGs go. */
export const OUT = join(here, '.out');

/** Starts `vite preview` and waits until it answers (up to 10 s). */
async function startPreview() {
  const port = await freePort();
  const preview = spawn(resolve(here, '../node_modules/.bin/vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: resolve(here, '..'),
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { preview, base };
}

/**
 * Serves the UI and launches the browser. Options of the `shot` helper:
 * `wait` ms before each picture (lets transitions end), `top` scrolls to the
 * top first unless the call says otherwise, `blur` moves the mouse away and
 * drops the focus so no hover or focus ring shows.
 */
export async function startScreenshots({ wait = 300, top = false, blur = false } = {}) {
  await mkdir(OUT, { recursive: true });
  const { preview, base } = await startPreview();
  const browser = await launch();

  /** Writes e2e/.out/{name}.png. */
  const shot = async (page, name, fullPage = false, toTop = top) => {
    if (blur) {
      await page.mouse.move(0, 0);
      await page.evaluate(() => document.activeElement?.blur());
    }
    if (toTop) await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(wait);
    await page.screenshot({ path: join(OUT, `${name}.png`), fullPage });
    console.log('wrote', join(OUT, `${name}.png`));
  };

  /** A page signed in as `role` over mock-api.mjs plus the script's own mocks (installed in order). */
  const signedIn = async (role, viewport, ...mocks) => {
    const page = await newPage(browser, base, viewport);
    await mockApi(page, role);
    for (const install of mocks) await install(page);
    await page.goto('/');
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña').fill('ok');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(/\/admin$/);
    return page;
  };

  /** Closes the browser and stops the preview server. */
  const close = async () => {
    await browser.close();
    preview.kill();
  };

  return { base, browser, shot, signedIn, close };
}
