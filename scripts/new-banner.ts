/**
 * `npm run new-banner -- <id> --from <banner>`: starts a new banner from an existing one. Writes
 * banners/<id>.json with every field to change marked "CHANGE ME: " and copies the two logos; then
 * `npm run validate` lists whatever is still the other banner's.
 */
import { CHANGE_MARK, NewBannerError, newBanner } from './lib/new-banner';

const args = process.argv.slice(2);
const fromAt = args.indexOf('--from');
const from = fromAt >= 0 ? args[fromAt + 1] : undefined;
const id = args.find((a, i) => !a.startsWith('--') && i !== fromAt + 1);
if (!id || !from || args.length !== 3) {
  console.error('usage: npm run new-banner -- <id> --from <banner>   (e.g. freshmart --from vons)');
  process.exit(2);
}
try {
  const { written, marked } = newBanner(process.cwd(), id, from);
  console.log(`new-banner: wrote ${written.join(', ')}`);
  console.log(`\nWrite ${id}'s own text in each field marked "${CHANGE_MARK.trim()}":`);
  for (const pointer of marked) console.log(`  banners/${id}.json ${pointer}`);
  console.log(
    `\nReplace the copied logos with ${id}'s own (see README, "Banner logos"), check the theme colours and the support phone, then run npm run validate: it names every field and logo still copied from ${from}.`,
  );
} catch (error) {
  if (error instanceof NewBannerError) {
    console.error(`new-banner: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
