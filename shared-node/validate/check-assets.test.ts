import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from './problem';
import { validateRoot } from './run';
import { loadSchemaSet } from './schema-set';

const VALID = join(import.meta.dirname, '../../tests/fixtures/content/valid');
const schemaSet = loadSchemaSet();
const VAN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle r="4"/></svg>\n';
const roots: string[] = [];

/** The valid fixture plus benefit tiles whose one image is `image`, and the given asset files. */
function rootWith(image: string, assets: Record<string, string> = { 'van.svg': VAN }): string {
  const root = mkdtempSync(join(tmpdir(), 'content-assets-'));
  roots.push(root);
  cpSync(VALID, root, { recursive: true });
  const tiles = {
    $schema: '../schemas/benefit-tiles.schema.json',
    title: 'Benefits',
    tiles: [{ id: 'van', image, imageAlt: 'Van', title: 'Free delivery', rule: 'Over $30.' }],
  };
  writeFileSync(join(root, 'content/benefit-tiles.json'), `${JSON.stringify(tiles, null, 2)}\n`);
  mkdirSync(join(root, 'content/assets'));
  for (const [name, text] of Object.entries(assets))
    writeFileSync(join(root, 'content/assets', name), text);
  return root;
}

const problems = (root: string) => validateRoot({ root, schemaSet });

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('content images', () => {
  it('accepts a path to an existing, plain image', () => {
    expect(problems(rootWith('/content-assets/van.svg')).map(formatProblem)).toEqual([]);
  });

  it.each([
    ['a data: URL', "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>"],
    ['another host', 'https://cdn.example.com/van.svg'],
    ['a path outside content/assets', '/assets/van.svg'],
    ['an unknown file type', '/content-assets/van.gif'],
  ])('tells the editor that %s is not an allowed image', (_name, image) => {
    const found = problems(rootWith(image));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      file: 'content/benefit-tiles.json',
      pointer: '/tiles/0/image',
      line: 7,
    });
    expect(found[0].message).toMatch(/is not allowed here\. An image in content\/assets\//);
    expect(found[0].message).toMatch(/data: URLs included, is refused/);
  });

  it('names an image file that does not exist, with the nearest one', () => {
    const found = problems(rootWith('/content-assets/vann.svg'));
    expect(found.map(formatProblem)).toEqual([
      'content/benefit-tiles.json:7:7  /tiles/0/image  image file content/assets/vann.svg does not exist (did you mean "/content-assets/van.svg"?)',
    ]);
  });

  it('checks images named in block props and in banner overrides too', () => {
    const root = rootWith('/content-assets/van.svg');
    const layout = {
      $schema: '../../schemas/screen-layout.schema.json',
      id: 'manage',
      title: 'Manage',
      blocks: [
        {
          type: 'perks',
          id: 'perks',
          props: { items: [{ title: 'Van', icon: { src: '/content-assets/truck.svg', alt: '' } }] },
        },
      ],
    };
    writeFileSync(join(root, 'content/screens/manage.json'), JSON.stringify(layout, null, 2));
    mkdirSync(join(root, 'content/safeway'), { recursive: true });
    const override = {
      tiles: [
        {
          id: 'van',
          image: '/content-assets/bus.svg',
          imageAlt: 'Bus',
          title: 'Bus',
          rule: 'Bus.',
        },
      ],
    };
    writeFileSync(join(root, 'content/safeway/benefit-tiles.json'), JSON.stringify(override));
    const found = problems(root).filter((p) => p.rule === 'asset');
    expect(found.map((p) => `${p.file} ${p.pointer} ${p.message}`)).toEqual([
      'content/safeway/benefit-tiles.json /tiles/0/image image file content/assets/bus.svg does not exist',
      'content/screens/manage.json /blocks/0/props/items/0/icon/src image file content/assets/truck.svg does not exist',
    ]);
  });

  it('names a navigation group icon that has no image, with the nearest icon', () => {
    const root = rootWith('/content-assets/van.svg', {
      'van.svg': VAN,
      'nav-icon-person.svg': VAN,
      'nav-icon-receipt.svg': VAN,
    });
    const nav = {
      $schema: '../schemas/left-nav-v2.schema.json',
      panelTitle: 'Account',
      panelLink: '/account',
      leftNavGroupCollection: ['person', 'persn'].map((groupIcon) => ({
        groupTitle: groupIcon,
        groupIcon,
        menuItems: [{ leftNavText: 'Orders', leftNavLink: '/orders' }],
      })),
    };
    writeFileSync(join(root, 'content/left-nav-v2.json'), JSON.stringify(nav, null, 2));
    expect(
      problems(root)
        .filter((p) => p.rule === 'asset')
        .map((p) => `${p.file} ${p.pointer} ${p.message} ${p.suggestion ?? ''}`),
    ).toEqual([
      'content/left-nav-v2.json /leftNavGroupCollection/1/groupIcon icon "persn" has no image: add content/assets/nav-icon-persn.svg or use one of "person", "receipt" person',
    ]);
  });

  it('refuses SVG files with script and files content could not name', () => {
    const root = rootWith('/content-assets/van.svg', {
      'van.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      'Big Van.PNG': 'png',
    });
    expect(problems(root).map((p) => `${p.file} ${p.message}`)).toEqual([
      'content/assets/Big Van.PNG content images are .svg, .png, .jpg or .webp files named with lower-case letters, digits and dashes',
      'content/assets/van.svg content/assets/van.svg contains script or event handlers; content images must be plain SVG',
    ]);
  });
});
