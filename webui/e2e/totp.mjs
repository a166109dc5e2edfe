// The authenticator app's side of the second factor, for the browser tests:
// the code is computed from the secret the enrolment screen shows, as a
// phone scanning its QR would.
import { createHmac } from 'node:crypto';

/** The RFC 6238 code (SHA-1, 6 digits, 30 s) of a base32 secret at a time step. */
export function totpCode(secret, step) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/=+$/, '')) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(msg).digest();
  const off = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(off) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The current 30-second time step. */
export const stepNow = () => Math.floor(Date.now() / 30_000);
