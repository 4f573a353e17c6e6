/**
 * Broken fixtures of tests/fixtures/content/ for the mistakes editors made in issue 25 (a banner
 * id that is a host label, look-alike letters, phone numbers, links to no page, a blank FAQ
 * question, logos drawn at the wrong size or not white), in the form of broken-fixture-cases.ts.
 */
import type { Expected } from './broken-fixture-cases';

const PHONE_RULE = /digits and dashes, e\.g\. 1-877-723-3929/;

export const EDITOR_MISTAKE_CASES: [string, string, Expected[]][] = [
  [
    'host-label id, look-alike letters, phone format, links to no page, a blank question',
    'editor-mistakes',
    [
      {
        file: 'banners/www.json',
        line: 3,
        column: 3,
        pointer: '/id',
        message: /banner id "www" is a label that other banners' host names hold .*www\.vons\.com/,
      },
      {
        file: 'banners/www.json',
        line: 7,
        column: 31,
        pointer: '/promoDescription',
        message: /U\+043E CYRILLIC SMALL LETTER O at character 8 .* Latin letter "o"/,
        suggestion: 'Get {product} free delivery on orders over $30, a $5 monthly…',
      },
      {
        file: 'banners/www.json',
        line: 14,
        column: 3,
        pointer: '/supportPhone',
        message: PHONE_RULE,
      },
      {
        file: 'banners/www.json',
        line: 31,
        column: 19,
        pointer: '/bannerType',
        message: /U\+0430 CYRILLIC SMALL LETTER A at character 2/,
        suggestion: 'safeway',
      },
      {
        file: 'content/faq.json',
        line: 7,
        column: 28,
        pointer: '/sections/0/title',
        message: /U\+043E CYRILLIC SMALL LETTER O/,
        suggestion: 'What is {product}?',
      },
      {
        file: 'content/faq.json',
        line: 8,
        column: 7,
        pointer: '/sections/0/html',
        message: /link "\/freshpass\/manage\/chnage" leads to no page of this site/,
        suggestion: '/freshpass/manage/change',
      },
      {
        file: 'content/faq.json',
        line: 12,
        column: 7,
        pointer: '/sections/1/title',
        message: /write words, not only spaces/,
      },
      {
        file: 'content/left-nav-v1.json',
        line: 6,
        column: 28,
        pointer: '/leftnav/1/link',
        message: /leads to no page of this site .*src\/routes\/route-table\.ts/,
        suggestion: '/freshpass/manage/freshpass-faq',
      },
    ],
  ],
  [
    'a short phone number, a logo drawn too large, a white logo that is not white',
    'logo-mistakes',
    [
      {
        file: 'banners/safeway.json',
        line: 14,
        column: 3,
        pointer: '/supportPhone',
        message: PHONE_RULE,
      },
      {
        file: 'banners/safeway.json',
        line: 16,
        column: 5,
        pointer: '/logos/color',
        message:
          /safeway\.svg is 600×400, but the page header draws logos 40 px tall.*width="143" height="40"/,
      },
      {
        file: 'banners/safeway.json',
        line: 17,
        column: 5,
        pointer: '/logos/white',
        message: /safeway-white\.svg is the white logo.*paints with #c8102e, not white/,
      },
    ],
  ],
];
