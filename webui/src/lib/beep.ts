// A short low tone for a refused scan: a cashier looking at the customer, not
// at the screen, must hear that a code did not reach the cart. Web Audio
// needs no sound file; the one AudioContext is made on the first beep (which
// follows a key press, so the browser lets it play) and reused after.

let ctx: AudioContext | null = null;

/** Plays a 0.15 s tone; silent where the browser has no Web Audio. */
export function beep(): void {
  try {
    ctx ??= new AudioContext();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'square';
    osc.frequency.value = 330;
    gain.gain.value = 0.08;
    osc.connect(gain).connect(ctx.destination);
    const now = ctx.currentTime;
    osc.start(now);
    osc.stop(now + 0.15);
  } catch {
    // No audio device or no Web Audio: the message on screen still says it.
  }
}
