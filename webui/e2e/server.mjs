// Starts a real `sgc serve` for the browser tests: the binary built by
// `make build` (../bin/sgc from webui/, or $SGC_BIN), a fresh temporary data
// folder, a free loopback port and a known admin password. Nothing is built
// here; the caller stops the server, which also removes the data folder.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Path of the server binary. */
export const SGC_BIN = process.env.SGC_BIN || resolve(here, '../../bin/sgc');

/** Password given to the first-start Super user `admin`. */
export const ADMIN_PASSWORD = 'Admin-e2e-2025';

/** True when the binary exists. */
export function haveBinary() {
  return existsSync(SGC_BIN);
}

/** Asks the kernel for a free loopback port. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(port));
    });
  });
}

async function waitUntilUp(url, child, log, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sgc exited with ${child.exitCode}:\n${log.join('')}`);
    try {
      // Any HTTP answer (401 without a token, the redirect of a server under
      // --tls) means the server is listening.
      await fetch(`${url}/api/user`, { redirect: 'manual', signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`sgc did not answer within ${timeoutMs} ms:\n${log.join('')}`);
}

/**
 * Starts the server (with the demo business when `demo`, any further flags
 * of sgc serve in `args`, such as cluster mode's, and further variables of
 * its environment in `env`, such as SGC_SIAT_URL). Resolves to
 * { url, password, dataDir, log, stop }; `log` collects the server's output
 * for failure reports.
 */
export async function startServer({ timeoutMs = 20_000, demo = false, args: extra = [], env = {} } = {}) {
  if (!haveBinary()) throw new Error(`${SGC_BIN} not found: run make build from the repository root`);
  const dataDir = await mkdtemp(join(tmpdir(), 'sgc-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = [];
  const args = ['serve', '--data', dataDir, '--addr', `127.0.0.1:${port}`, ...(demo ? ['--demo'] : []), ...extra];
  const child = spawn(SGC_BIN, args, {
    env: { ...process.env, ...env, SGC_ADMIN_PASSWORD: ADMIN_PASSWORD, SGC_DATA: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => log.push(String(d)));
  child.stderr.on('data', (d) => log.push(String(d)));

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilUp(url, child, log, timeoutMs);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, password: ADMIN_PASSWORD, dataDir, log, stop };
}
