import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { servedContent, servedContentPaths } from './served-content';

let root: string;
const write = (rel: string, value: unknown) => {
  const file = join(root, rel);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
};
const banner = {
  id: 'vons',
  displayName: 'Vons',
  loyaltyProgramName: 'Vons for U',
  supportPhone: '1-877-723-3929',
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'served-content-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('servedContent', () => {
  it('fills the navigation payloads as the service does, and nothing else', () => {
    write('content/left-nav-v2.json', { $schema: 'x', label: 'Shop {banner}, call {phone}' });
    write('content/faq.json', { html: '<p>{product} at {banner}</p>' });
    expect(servedContent(root, banner, 'left-nav-v2')).toEqual({
      label: 'Shop Vons, call 1-877-723-3929',
    });
    expect(servedContent(root, banner, 'faq')).toEqual({ html: '<p>{product} at {banner}</p>' });
  });
});

describe('servedContentPaths', () => {
  it('lists the fixed paths and each layout and form, never the bundled labels or assets', () => {
    write('content/screens/manage.json', {});
    write('content/forms/cancel-feedback.json', {});
    write('content/assets/logo.json', {});
    write('content/vons/faq.json', {});
    const paths = servedContentPaths(root);
    expect(paths).toEqual(expect.arrayContaining(['faq', 'left-nav-v2', 'screens/manage']));
    expect(paths).toContain('forms/cancel-feedback');
    expect(paths).not.toContain('sandbox-panel');
    expect(paths.some((path) => path.startsWith('assets/') || path.startsWith('vons/'))).toBe(
      false,
    );
  });
});
