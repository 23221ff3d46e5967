// Writes the es-MX translations of src/locales/es-MX/translations.json into messages.po (after `lingui extract`).
// Exits non-zero naming any message that has no Spanish text yet.
import { readFileSync, writeFileSync } from 'node:fs';

const es = JSON.parse(readFileSync('src/locales/es-MX/translations.json', 'utf8'));
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
