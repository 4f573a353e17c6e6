/**
 * The preview and the gate give the same verdict on the same banner text, from the same code
 * (issue 25: a banner the gate failed for its contrast was "No problems" in the preview).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { validateRoot } from '../../../shared-node/validate/run';
import { allErrorsValidators } from '../../content/generated/all-errors-validators.js';
import { pastedProblems, previewCheckContext } from './content-problems';
import { kindById } from './paste-kinds';

const REPO = resolve(import.meta.dirname, '../../..');
const catalogue = { codes: new Set<string>(), messages: new Set<string>() };
const ctx = previewCheckContext(allErrorsValidators, catalogue);

/** The gate's problems of banners/vons.json with `text` in it, as `npm run validate` finds them. */
function gateOn(text: string): { pointer: string; message: string }[] {
  const root = mkdtempSync(join(tmpdir(), 'freshpass-paste-'));
  try {
    cpSync(join(REPO, 'banners'), join(root, 'banners'), { recursive: true });
    symlinkSync(join(REPO, 'content'), join(root, 'content'));
    writeFileSync(join(root, 'banners/vons.json'), text);
    return validateRoot({ root })
      .filter((p) => p.file === 'banners/vons.json')
      .map(({ pointer, message }) => ({ pointer, message }));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('a pasted banner', () => {
  const vons = readFileSync(join(REPO, 'banners/vons.json'), 'utf8');

  it.each([
    [
      'a muted text colour below AA',
      vons.replace(/"onMuted": "#[0-9A-Fa-f]+"/, '"onMuted": "#DDDDDD"'),
    ],
    [
      'a look-alike letter in bannerType',
      vons.replace('"bannerType": "vons"', '"bannerType": "vоns"'),
    ],
  ])(
    "gets the gate's verdict: %s",
    (_name, text) => {
      const preview = pastedProblems(kindById('banner')!, JSON.parse(text), ctx).map(
        ({ pointer, message }) => ({ pointer, message }),
      );
      expect(preview.length).toBeGreaterThan(0);
      expect(preview).toEqual(gateOn(text));
    },
    60_000,
  );

  it('names no content path: a banner is banners/<id>.json, not content/banner.json', () => {
    expect(kindById('banner')!.path(JSON.parse(vons))).toBeUndefined();
    expect(kindById('form')!.path({})).toBeUndefined();
  });
});
