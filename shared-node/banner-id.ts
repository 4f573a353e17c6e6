/**
 * What a banner id may be: the schema's pattern (schemas/banner.schema.json), read from the
 * schema so the two never differ. `npm run new-banner` refuses any other id, and the server's
 * console suggests a `new-banner` command only for such an id, so nothing a Host header carries
 * (`$(id)x`) ever lands in a command to paste.
 */
import bannerSchema from '../schemas/banner.schema.json' with { type: 'json' };

const pattern = new RegExp(bannerSchema.properties.id.pattern);

/** True for a valid banner id (lower-case letters and digits, a letter first). */
export function isBannerId(id: string): boolean {
  return pattern.test(id);
}
