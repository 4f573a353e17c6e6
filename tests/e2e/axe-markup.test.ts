import { describe, expect, it } from 'vitest';
import { markupForAxe } from './axe-markup';

const page = (head: string, body: string) =>
  `<html lang="en"><head><title>Manage FreshPass</title>${head}</head><body>${body}</body></html>`;
const preload = (chunk: string) =>
  `<link rel="modulepreload" as="script" crossorigin="" href="/assets/${chunk}.js">`;

describe('markupForAxe', () => {
  it('reads the same screen as the same page whatever order its code came in', () => {
    const body = '<main><h1>Manage FreshPass</h1></main>';
    expect(markupForAxe(page(preload('a') + preload('b'), body))).toBe(
      markupForAxe(page(preload('b'), body)),
    );
  });

  it('leaves out React’s generated ids', () => {
    expect(markupForAxe(page('', '<input aria-describedby="_r_1f_">'))).toBe(
      markupForAxe(page('', '<input aria-describedby="_r_2a_">')),
    );
  });

  it('keeps every rendered difference: words, attributes and other head tags', () => {
    const base = page('', '<main><h1>Hi, Tess</h1></main>');
    expect(markupForAxe(page('', '<main><h1>Hi, Sade</h1></main>'))).not.toBe(markupForAxe(base));
    expect(markupForAxe(page('', '<main><h1 class="x">Hi, Tess</h1></main>'))).not.toBe(
      markupForAxe(base),
    );
    expect(markupForAxe(page('<link rel="stylesheet" href="/a.css">', ''))).not.toBe(
      markupForAxe(page('', '')),
    );
  });
});
