/**
 * A banner of its own made from safeway's file and logos, with its own name, `bannerType` and logo
 * text, so the gate finds none of safeway's leftovers in it: the validate bench generates 1,000 of
 * them, and the browser test of a banner added while the server runs writes one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes banners/<id>.json and its two logos under `root` (which must hold banners/logos/). */
export function writeGeneratedBanner(
  templateRoot: string,
  root: string,
  banner: { id: string; name: string; order: number },
): void {
  const { id, name, order } = banner;
  const template = JSON.parse(
    readFileSync(join(templateRoot, 'banners/safeway.json'), 'utf8'),
  ) as Record<string, unknown>;
  const own = (text: unknown) => String(text).replace(/Safeway/g, name);
  const file = {
    ...template,
    id,
    order,
    displayName: name,
    loyaltyProgramName: own(template.loyaltyProgramName),
    promoDescription: own(template.promoDescription),
    estimatedSavingsLabels: Object.fromEntries(
      Object.entries(template.estimatedSavingsLabels as Record<string, string>).map(([k, v]) => [
        k,
        own(v),
      ]),
    ),
    logos: { color: `${id}.svg`, white: `${id}-white.svg` },
    bannerType: id,
  };
  for (const [logo, to] of [
    ['safeway.svg', `${id}.svg`],
    ['safeway-white.svg', `${id}-white.svg`],
  ])
    writeFileSync(
      join(root, 'banners/logos', to),
      own(readFileSync(join(templateRoot, 'banners/logos', logo), 'utf8')),
    );
  // The banner file last: a server watching banners/ then finds its logos already there.
  writeFileSync(join(root, 'banners', `${id}.json`), `${JSON.stringify(file, null, 2)}\n`);
}
