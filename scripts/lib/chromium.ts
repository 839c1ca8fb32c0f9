/**
 * Debian's Chromium and the flags every headless launch of this project uses (tests and benchmarks):
 * without the background-networking flags Chromium floods this machine's closed network with refused
 * connections. CHROMIUM_PATH overrides the executable.
 */
export const CHROMIUM_PATH: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
