// Writes the es-MX translations (src/locales/es-MX/*.json) into messages.po (after `lingui extract`).
// Exits non-zero naming any message that has no Spanish text yet.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

// translations.json plus one <area>.json per screen area (so that areas never edit the same file).
const dir = 'src/locales/es-MX';
const es = Object.assign(
  {},
  ...readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'messages.json')
    .sort()
    .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'))),
);
const path = 'src/locales/es-MX/messages.po';
const missing = [];
const po = readFileSync(path, 'utf8').replace(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "(?:[^"\\]|\\.)*"/g, (whole, id) => {
  if (id === '') return whole;
  if (!(id in es)) {
    missing.push(id);
    return whole;
  }
  return `msgid "${id}"\nmsgstr ${JSON.stringify(es[id])}`;
});
writeFileSync(path, po);
if (missing.length) {
  console.error(`Missing es-MX translations: ${missing.join(', ')}`);
  process.exit(1);
}
