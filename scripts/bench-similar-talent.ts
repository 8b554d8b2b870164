// Run by bench-catalogue.mjs (through tsx, for the site's TypeScript and its "@/" paths): the look-alikes'
// pure function over the local panel's catalogue, in this process, without the server around it. Prints
// one JSON line: the median and 95th percentile time of one profile's look-alikes over every talent of
// the catalogue (each in its first category), the list's facts warm as on a server that has shown one
// profile, and the time of that first call, which reads the facts.
import { categories, primaryCategory } from '@/lib/i18n/categories';
import { reshapeTalent } from '@/lib/panel/reshape';
import { similarTalents } from '@/lib/talents/similar';
import { buildCatalogue } from '@/local-panel/content/talents';
import { buildMediaPool } from '@/local-panel/media/pool';

const count = Number(process.argv[2] ?? 10_000);
const storage = 'http://127.0.0.1/storage/';
// The panel's answer as the site reshapes it (the local panel writes it in the checked shape).
const talents = buildCatalogue(count, buildMediaPool()).talents.map((raw) => reshapeTalent(raw, storage));
const today = new Date();

const profiles = talents.flatMap((talent) => {
  const category = primaryCategory(talent.categoryIds);
  return category ? [{ id: talent.id, category }] : [];
});

let started = performance.now();
similarTalents(talents, profiles[0]!.category, profiles[0]!.id, today);
const firstMs = performance.now() - started;

const times: number[] = [];
let shown = 0;
for (const { id, category } of profiles) {
  started = performance.now();
  shown += similarTalents(talents, category, id, today).length;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))]!;

console.log(
  JSON.stringify({
    talents: talents.length,
    profiles: profiles.length,
    models: talents.filter((talent) => talent.categoryIds.includes(categories.models.id)).length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    firstMs,
    averageShown: shown / profiles.length,
  }),
);
