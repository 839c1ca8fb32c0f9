/**
 * Debian's Chromium and the flags every headless launch of this project uses (tests and benchmarks):
 * without the background-networking flags Chromium floods this machine's closed network with refused
 * connections. CHROMIUM_PATH overrides the executable.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

module.exports = { CHROMIUM_PATH, CHROMIUM_FLAGS };
