/**
 * Debian's Chromium and the flags it needs on our machines (browsers cannot be downloaded
 * here; without the background-networking flags Chromium keeps dialling hosts it cannot reach).
 * Shared by the browser tests and the benchmark.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
