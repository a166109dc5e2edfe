// The web app's weight against a real `sgc serve`: the sign-in page downloads
// only the shell's JS (within its gzip budget, figures from the build's
// manifest), and an area's page arrives the first time one of its screens opens.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { bundleWeight, SHELL_BUDGET_KB } from '../scripts/bundle-weight.mjs';
import { newPage } from './browser.mjs';
import { missingBinary, signIn, withServer } from './setup.mjs';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const missing = missingBinary() || (!existsSync(`${dist}/.vite/manifest.json`) && 'webui/dist has no manifest: run make build');

describe('web app weight', { skip: missing }, () => {
  const suite = withServer();

  it('loads the sign-in page and the shell within the budget, and pages on demand', async () => {
    const weight = bundleWeight(dist);
    assert.ok(weight.shellKB <= SHELL_BUDGET_KB, `shell JS ${weight.shellKB.toFixed(1)} kB gzip > ${SHELL_BUDGET_KB} kB`);
    const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
    const inventario = manifest['src/pages/inventario/InventarioPage.tsx']?.file;
    assert.ok(inventario, 'INVENTARIO is a chunk of its own');

    const page = await newPage(suite.browser, suite.server.url);
    const scripts = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname.slice(1)));
    await page.goto('/');
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    assert.deepEqual(scripts.filter((s) => !weight.shell.includes(s)), [], 'the sign-in page loads only the shell');
    await signIn(page, 'admin', suite.server.password);
    await page.locator('.btn-logout').waitFor();
    assert.ok(!scripts.includes(inventario), 'INVENTARIO was downloaded before it was opened');

    await page.goto('/admin/inventarios');
    await page.getByRole('heading', { name: 'INVENTARIO' }).waitFor();
    assert.ok(scripts.includes(inventario), 'INVENTARIO was not fetched when opened');
    await page.context().close();
  });
});
