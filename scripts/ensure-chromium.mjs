// Playwright drives Debian's Chromium (browser downloads are blocked here). Installs it when absent and root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the end-to-end tests (apt-get)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    return existsSync(chromiumPath);
  }
  console.error(`Chromium is missing at ${chromiumPath}. Install it with: sudo apt-get install chromium (or set CHROMIUM_PATH).`);
  return false;
}
