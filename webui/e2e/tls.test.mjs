// HTTPS against a real `sgc serve --tls` process: the client trusts only the
// certificate whose SHA-256 fingerprint the server printed (a pin, as an
// owner comparing it by eye), HSTS comes only over TLS, and plain HTTP on the
// same port is redirected to https://. (Reuse across restarts and --cert/--key
// are tested in cli/serve_tls_test.go.)
import assert from 'node:assert/strict';
import { request } from 'node:https';
import { after, before, describe, it } from 'node:test';
import { startServer } from './server.mjs';
import { missingBinary } from './setup.mjs';

const missing = missingBinary();

/** GET over HTTPS, refusing any certificate but the pinned one. */
function pinnedGet(url, fingerprint) {
  return new Promise((resolve, reject) => {
    // A connection of its own (no keep-alive agent): the pin is checked on every handshake.
    const refused = (socket) => {
      const got = socket.getPeerCertificate().fingerprint256;
      return got === fingerprint ? null : new Error(`certificate ${got} is not the printed ${fingerprint}`);
    };
    const req = request(url, { rejectUnauthorized: false, agent: false }, (res) => {
      // Checked again here: the handshake may end before the listener below is attached.
      const err = refused(res.socket);
      if (err) {
        res.destroy();
        reject(err);
        return;
      }
      res.resume();
      res.on('end', () => resolve(res));
    });
    req.on('socket', (socket) =>
      socket.on('secureConnect', () => {
        const err = refused(socket);
        if (err) req.destroy(err);
      }),
    );
    req.on('error', reject);
    req.end();
  });
}

describe('serve --tls', { skip: missing }, () => {
  let server;
  let fingerprint;

  before(async () => {
    server = await startServer({ args: ['--tls'] });
    const m = server.log.join('').match(/Huella SHA-256 del certificado: ([0-9A-F:]{95})/);
    assert.ok(m, `no fingerprint printed:\n${server.log.join('')}`);
    fingerprint = m[1];
  });

  after(async () => {
    await server?.stop();
  });

  it('serves HTTPS with HSTS to a client that pins the printed fingerprint', async () => {
    const https = server.url.replace('http://', 'https://');
    const res = await pinnedGet(`${https}/api/user`, fingerprint);
    assert.equal(res.statusCode, 401);
    assert.equal(res.headers['strict-transport-security'], 'max-age=31536000');
    await assert.rejects(pinnedGet(`${https}/api/user`, fingerprint.replace(/^../, '00')), /is not the printed/);
  });

  it('redirects plain HTTP on the same port, without HSTS', async () => {
    const res = await fetch(`${server.url}/admin/ventas?x=1`, { redirect: 'manual' });
    assert.equal(res.status, 308);
    assert.equal(res.headers.get('location'), `${server.url.replace('http://', 'https://')}/admin/ventas?x=1`);
    assert.equal(res.headers.get('strict-transport-security'), null);
  });
});
