// Installs the npm dependencies when they are missing or older than package-lock.json (fresh clone, pull).
// Uses only Node built-ins: it runs before anything is installed.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const lock = existsSync('package-lock.json') ? readFileSync('package-lock.json') : readFileSync('package.json');
const wanted = createHash('sha256').update(lock).digest('hex');
const stampFile = 'node_modules/.deps-stamp';
const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';

if (current !== wanted) {
  const command = existsSync('package-lock.json') ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund';
  console.log(`Installing dependencies (${command})…`);
  execSync(command, { stdio: 'inherit' });
  writeFileSync(stampFile, `${wanted}\n`);
}
