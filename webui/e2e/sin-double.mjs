// The SIN double (siat/sintest) as its own process for the invoicing flow:
// built here with `go build` from siat/sintest/cmd/sindoble (never part of
// the sgc binary), started on a free loopback port, its SOAP base URL read
// from the one line it prints. `falla` switches an outage on (5xx, html,
// timeout) or off (ninguna) through its control endpoint.
import { spawn, execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds and starts the double; resolves to { url, falla(tipo), stop }. */
export async function startSinDouble() {
  const dir = await mkdtemp(join(tmpdir(), 'sgc-sindoble-'));
  const bin = join(dir, 'sindoble');
  await promisify(execFile)('go', ['build', '-o', bin, './siat/sintest/cmd/sindoble'], { cwd: root });
  const child = spawn(bin, [], { stdio: ['ignore', 'pipe', 'pipe'] });
  const log = [];
  child.stderr.on('data', (d) => log.push(String(d)));
  const url = await new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n');
      if (line.length > 1) ok(line[0].trim());
    });
    child.once('exit', (code) => fail(new Error(`sindoble exited with ${code}:\n${log.join('')}`)));
  });
  const control = new URL('/control/falla', url).href;

  return {
    url,
    async falla(tipo) {
      const res = await fetch(`${control}?tipo=${tipo}`, { method: 'POST' });
      if (res.status !== 204) throw new Error(`sindoble falla=${tipo}: ${res.status} ${await res.text()}`);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
