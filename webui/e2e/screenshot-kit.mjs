// What every screenshot script (screenshots*.mjs) does before and after its
// own screens: start a real `sgc serve --demo` on a temporary data folder and
// a free port, launch the browser, write PNGs to e2e/.out/ and sign in as the
// demo business's users. The screens show what the server really answers, so
// the pictures cannot drift from it. Needs `make build` (bin/sgc with the UI).
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, newPage } from './browser.mjs';
import { startServer } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** Where the PNGs go. */
export const OUT = join(here, '.out');

/** The demo user of each role (engine/demo.go); all but admin use demo1234. */
export const DEMO_USERS = {
  Super: 'admin',
  Administrador: 'mquispe',
  Responsable: 'jchoque',
  Vendedor: 'agutierrez',
  Inventario: 'rcondori',
  'Encargado de Almacen': 'cticona',
};

/** The password of the demo users other than admin. */
export const DEMO_PASSWORD = 'demo1234';

/**
 * Adds a product to the cart of a screen with the shared product picker: the
 * picker searches the server, so the name is typed before its + is clicked.
 */
export async function addProduct(page, name) {
  await page.getByPlaceholder(/Buscar por código o nombre/).first().fill(name);
  await page.getByRole('button', { name: `Agregar ${name}` }).click();
}

/**
 * Waits until the page has loaded its data: no spinner left. (The event
 * stream keeps a request open for as long as the page lives, so the network
 * never goes idle.)
 */
export async function loaded(page) {
  await page.waitForFunction(() => !document.querySelector('.loading'), undefined, { timeout: 20_000 });
  await page.waitForTimeout(200);
}

/**
 * Starts the demo server and launches the browser. Options of the `shot`
 * helper: `wait` ms before each picture (lets transitions end), `top` scrolls
 * to the top first unless the call says otherwise, `blur` moves the mouse away
 * and drops the focus so no hover or focus ring shows.
 */
export async function startScreenshots({ wait = 300, top = false, blur = false } = {}) {
  await mkdir(OUT, { recursive: true });
  const server = await startServer({ demo: true });
  const base = server.url;
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

  /** A page signed in through the sign-in screen as the demo user of `role`. */
  const signedIn = async (role, viewport) => {
    const page = await newPage(browser, base, viewport);
    await page.goto('/');
    await page.getByLabel('Usuario').fill(DEMO_USERS[role]);
    await page.getByLabel('Contraseña').fill(role === 'Super' ? server.password : DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(/\/admin$/);
    return page;
  };

  /** Closes the browser and stops the server (its data folder goes with it). */
  const close = async () => {
    await browser.close();
    await server.stop();
  };

  return { base, browser, shot, signedIn, close };
}
