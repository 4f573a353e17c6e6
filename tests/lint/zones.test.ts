/**
 * The one import map (eslint-zones.js) refuses each hole the review of issue 26 found, and still
 * lets through what each zone is meant to read. Each case lints one import line as if it were in
 * the named file.
 */
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function zoneErrors(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${from}';\nexport { probe };\n`, {
    filePath: file,
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/dependencies')
    .map((m) => m.message);
}

const refused: Array<[string, string, string]> = [
  // The first module's call files once escaped the api layer's rule (a later block replaced it).
  ['src/api/early-reads.ts', '../render/render-env', 'api code may not import from render'],
  ['src/api/endpoints/api-base.ts', '../../content/content-kinds', 'from content'],
  ['src/api/endpoints/user-info-call.ts', '../../render/render-env', 'from render'],
  // Screens never import each other, however the path is written.
  ['src/screens/change/probe.ts', '../manage/index', 'screen code may not import from screen'],
  ['src/screens/change/probe.ts', '../../screens/manage/index', 'from screen'],
  ['sandbox/probe.ts', '../src/screens/manage/index', 'sandbox code may not import from screen'],
  ['sandbox/probe.ts', '../scripts/lib/new-banner', 'sandbox code may not import from scripts'],
  ['server/probe.ts', '../scripts/codegen/compare', 'server code may not import from scripts'],
  ['server/probe.ts', '../src/render/render-env', 'server code may not import from render'],
  // src/content and src/routes no longer import each other: routes reads content's kind table.
  ['src/content/probe.ts', '../routes/route-needs', 'content code may not import from routes'],
  ['src/lib/probe.ts', '../api/client', 'lib code may not import from api'],
  ['scripts/probe.ts', '../server/app', 'scripts code may not import from server'],
  ['tests/e2e/probe.ts', '../../src/app/app', 'tests code may not import from app'],
  ['shared-node/probe.ts', '../server/app', 'shared-node code may not import from server'],
];

const allowed: Array<[string, string]> = [
  ['src/screens/change/probe.ts', './change-view'],
  ['src/screens/change/probe.ts', '../../render/layout/content-screen'],
  ['src/routes/probe.ts', '../content/content-kinds'],
  ['server/probe.ts', '../shared-node/validate/run'],
  ['sandbox/probe.ts', '../shared-node/content-files'],
  ['scripts/probe.ts', '../shared-node/validate/run'],
  ['src/render/probe.test.ts', '../../tests/fixtures/layouts/service-data.json'],
];

describe('the import map', () => {
  it.each(refused)('refuses %s importing %s', async (file, from, words) => {
    const errors = await zoneErrors(file, from);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(words);
  });

  it.each(allowed)('lets %s import %s', async (file, from) => {
    expect(await zoneErrors(file, from)).toEqual([]);
  });
});
