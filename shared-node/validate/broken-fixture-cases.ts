/**
 * The broken fixtures of tests/fixtures/content/ and every problem each must produce, in the
 * validator's order and nothing more (validate.test.ts checks them).
 */
/** One problem a fixture must produce. */
export interface Expected {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: RegExp;
  suggestion?: string;
  /** "warning" for a problem that does not fail the gate; errors when absent. */
  severity?: 'warning';
}

/** Each broken fixture and every problem it must produce, in the validator's order: no more. */
export const BROKEN_FIXTURE_CASES: [string, string, Expected[]][] = [
  [
    'unknown key',
    'unknown-key',
    [
      {
        file: 'content/faq.json',
        line: 5,
        column: 5,
        pointer: '/sections/0',
        message: /missing required key "title"/,
      },
      {
        file: 'content/faq.json',
        line: 7,
        column: 7,
        pointer: '/sections/0/titel',
        message: /unknown key "titel"/,
        suggestion: 'title',
      },
    ],
  ],
  [
    'missing required key',
    'missing-required',
    [
      {
        file: 'content/faq.json',
        line: 1,
        column: 1,
        pointer: '',
        message: /missing required key "displayType"/,
      },
    ],
  ],
  [
    'wrong type',
    'wrong-type',
    [
      {
        file: 'content/faq.json',
        line: 7,
        column: 7,
        pointer: '/sections/0/title',
        message: /should be a string but is the number 42/,
      },
    ],
  ],
  [
    'unknown block type',
    'unknown-block-type',
    [
      {
        file: 'content/screens/manage.json',
        line: 14,
        column: 7,
        pointer: '/blocks/1/type',
        message: /unknown block type "richTxt"/,
        suggestion: 'richText',
      },
    ],
  ],
  [
    'misspelt block prop',
    'bad-block-props',
    [
      {
        file: 'content/screens/manage.json',
        line: 9,
        column: 7,
        pointer: '/blocks/0/props',
        message: /missing required key "text"/,
      },
      {
        file: 'content/screens/manage.json',
        line: 10,
        column: 9,
        pointer: '/blocks/0/props/txt',
        message: /unknown key "txt"/,
        suggestion: 'text',
      },
    ],
  ],
  [
    'unknown placeholder',
    'unknown-placeholder',
    [
      {
        file: 'content/faq.json',
        line: 7,
        column: 7,
        pointer: '/sections/0/title',
        message: /unknown placeholder "\{bannr\}"/,
        suggestion: '{banner}',
      },
    ],
  ],
  [
    'unknown placeholder in banner text',
    'banner-placeholder',
    [
      {
        file: 'banners/safeway.json',
        line: 7,
        column: 3,
        pointer: '/promoDescription',
        message: /unknown placeholder "\{prodct\}"/,
        suggestion: '{product}',
      },
      {
        file: 'banners/safeway.json',
        line: 12,
        column: 5,
        pointer: '/estimatedSavingsLabels/rewards',
        message: /unknown placeholder "\{brand\}"/,
      },
    ],
  ],
  [
    'banner id differs from file name',
    'banner-id-mismatch',
    [
      {
        file: 'banners/safeway.json',
        line: 3,
        column: 3,
        pointer: '/id',
        message: /"safewey" differs from its file name/,
        suggestion: 'safeway',
      },
    ],
  ],
  [
    'missing logo',
    'missing-logo',
    [
      {
        file: 'banners/safeway.json',
        line: 17,
        column: 5,
        pointer: '/logos/white',
        message: /banners\/logos\/safeway-white.svg does not exist/,
      },
    ],
  ],
  [
    'duplicate banner id',
    'duplicate-banner-id',
    [
      {
        file: 'banners/vons.json',
        line: 3,
        column: 3,
        pointer: '/id',
        message: /banner id "safeway" differs from its file name/,
        suggestion: 'vons',
      },
      {
        file: 'banners/vons.json',
        line: 3,
        column: 3,
        pointer: '/id',
        message:
          /duplicate banner id "safeway": banners\/safeway.json and banners\/vons.json both use it; set this file's id to "vons"/,
      },
      {
        file: 'banners/vons.json',
        line: 5,
        column: 3,
        pointer: '/displayName',
        message: /displayName "Safeway" is already the displayName of banners\/safeway.json/,
      },
      {
        file: 'banners/vons.json',
        line: 6,
        column: 3,
        pointer: '/loyaltyProgramName',
        message: /"Safeway for U" is already the loyaltyProgramName of banners\/safeway.json/,
      },
      {
        file: 'banners/vons.json',
        line: 16,
        column: 5,
        pointer: '/logos/color',
        message: /safeway.svg is the logo of another banner \(banners\/safeway.json\)/,
        suggestion: 'vons.svg',
      },
      {
        file: 'banners/vons.json',
        line: 17,
        column: 5,
        pointer: '/logos/white',
        message: /safeway-white.svg is the logo of another banner/,
        suggestion: 'vons-white.svg',
      },
      {
        file: 'banners/vons.json',
        line: 31,
        column: 3,
        pointer: '/bannerType',
        message: /bannerType "safeway" is already the type of banners\/safeway.json/,
        suggestion: 'vons',
      },
    ],
  ],
  [
    'empty file',
    'empty-file',
    [
      {
        file: 'content/faq.json',
        line: 1,
        column: 1,
        pointer: '',
        message: /not valid JSON: the file is empty/,
      },
    ],
  ],
  [
    'catalogue message that is not in the error catalogue',
    'unknown-error-code',
    [
      {
        file: 'content/screens/manage.json',
        line: 11,
        column: 9,
        pointer: '/blocks/0/props/catalogueMessage',
        message: /catalogue message "00099" is not in content\/error-catalogue.json/,
        suggestion: '0009',
      },
      {
        file: 'content/screens/manage.json',
        line: 18,
        column: 9,
        pointer: '/blocks/1/props/catalogueMessage',
        message: /catalogue message "paymentUpdatd" is not in content\/error-catalogue.json/,
        suggestion: 'paymentUpdated',
      },
    ],
  ],
  [
    'uiSchema typos: ui:* keys, widget names, ui:options keys and field names',
    'bad-ui-schema',
    [
      {
        file: 'content/forms/feedback.json',
        line: 16,
        column: 32,
        pointer: '/uiSchema/ui:order/1',
        message: /ui:order names "userComment", which is not a field/,
        suggestion: 'userComments',
      },
      {
        file: 'content/forms/feedback.json',
        line: 18,
        column: 7,
        pointer: '/uiSchema/reasonCode/ui:widgit',
        message: /unknown uiSchema key "ui:widgit"/,
        suggestion: 'ui:widget',
      },
      {
        file: 'content/forms/feedback.json',
        line: 22,
        column: 7,
        pointer: '/uiSchema/userComments/ui:widget',
        message:
          /unknown widget "countedTextArea"; registered widgets are text, email, checkbox, choices, countedTextarea/,
        suggestion: 'countedTextarea',
      },
      {
        file: 'content/forms/feedback.json',
        line: 23,
        column: 23,
        pointer: '/uiSchema/userComments/ui:options/rwos',
        message: /unknown ui:options key "rwos"/,
        suggestion: 'rows',
      },
      {
        file: 'content/forms/feedback.json',
        line: 27,
        column: 7,
        pointer: '/uiSchema/contact/emial',
        message: /uiSchema names the field "emial", which is not in the form's schema/,
        suggestion: 'email',
      },
      {
        file: 'content/forms/feedback.json',
        line: 28,
        column: 18,
        pointer: '/uiSchema/contact/email/ui:widget',
        message: /unknown widget "textarea"/,
      },
      {
        file: 'content/forms/feedback.json',
        line: 30,
        column: 5,
        pointer: '/uiSchema/userComent',
        message: /uiSchema names the field "userComent"/,
        suggestion: 'userComments',
      },
    ],
  ],
  [
    'logo with script',
    'unsafe-logo',
    [
      {
        file: 'banners/safeway.json',
        line: 16,
        column: 5,
        pointer: '/logos/color',
        message: /safeway.svg contains script or event handlers/,
      },
    ],
  ],
  [
    'low contrast theme',
    'low-contrast',
    [
      {
        file: 'banners/safeway.json',
        line: 21,
        column: 5,
        pointer: '/theme/onPrimary',
        message:
          /contrast 2.59:1, below WCAG AA 4.5:1; the nearest onPrimary that passes is #FFD8D8/,
        suggestion: '#FFD8D8',
      },
    ],
  ],
  [
    'primary text on the surface (secondary buttons) below AA',
    'contrast-secondary-button',
    [
      {
        file: 'banners/safeway.json',
        line: 20,
        column: 5,
        pointer: '/theme/primary',
        message:
          /primary #F2C200 on surface #FFFFFF has contrast 1.68:1, below WCAG AA 4.5:1; the nearest primary that passes is #8F7200/,
        suggestion: '#8F7200',
      },
    ],
  ],
  [
    "the default error colour on a banner's dark surface below AA",
    'contrast-error-on-dark-surface',
    [
      {
        file: 'banners/safeway.json',
        line: 24,
        column: 5,
        pointer: '/theme/surface',
        message:
          /error #b00020 \(the default of base.css\) on surface #1E1E1E has contrast 2.28:1.*the nearest error that passes is #[0-9A-F]{6} \(set "error" in the theme\)/,
      },
    ],
  ],
  [
    'typo in a banner override, reported in the override',
    'override-typo',
    [
      {
        file: 'content/safeway/faq.json',
        line: 3,
        column: 3,
        pointer: '/displayType',
        message: /"expandFrist" is not allowed/,
        suggestion: 'expandFirst',
      },
    ],
  ],
  [
    'a key written twice (the last one silently wins)',
    'duplicate-key',
    [
      {
        file: 'content/faq.json',
        line: 9,
        column: 7,
        pointer: '/sections/0/title',
        message:
          /key "title" is written twice in this object \(first at line 7, column 7\); only this last one is used: delete the one you do not mean/,
      },
    ],
  ],
  [
    'unsafe and malformed links in left-nav v1 and v2, buttons and rich text',
    'unsafe-links',
    [
      {
        file: 'content/left-nav-v1.json',
        line: 6,
        column: 30,
        pointer: '/leftnav/1/link',
        message:
          /"javascript:alert\(document.cookie\)" is a javascript: link, which the site's security policy blocks/,
      },
      {
        file: 'content/left-nav-v1.json',
        line: 7,
        column: 28,
        pointer: '/leftnav/2/link',
        message:
          /"http\/\/example.com\/help" is not a valid link: write a full address such as https:\/\//,
        suggestion: 'http://example.com/help',
      },
      {
        file: 'content/left-nav-v2.json',
        line: 4,
        column: 3,
        pointer: '/panelLink',
        message: /is a data: link, which the site's security policy blocks/,
      },
      {
        file: 'content/left-nav-v2.json',
        line: 10,
        column: 36,
        pointer: '/leftNavGroupCollection/0/menuItems/0/leftNavLink',
        message: /"VBScript:msgbox\(1\)" is a vbscript: link/,
      },
      {
        file: 'content/screens/manage.json',
        line: 20,
        column: 9,
        pointer: '/blocks/1/props/html',
        message: /in rich text: "http\/\/example.com\/terms" is not a valid link/,
        suggestion: 'http://example.com/terms',
      },
      {
        file: 'content/screens/manage.json',
        line: 30,
        column: 13,
        pointer: '/blocks/2/props/buttons/0/href',
        message:
          /link "htps:\/\/www.safeway.com\/shop" starts with "htps:", which is not a web link/,
        suggestion: 'https://www.safeway.com/shop',
      },
    ],
  ],
  [
    'HTML the sanitiser drops, and a content id, as warnings',
    'rich-text-dropped',
    [
      {
        file: 'content/faq.json',
        line: 8,
        column: 7,
        pointer: '/sections/0/html',
        message:
          /id="main" on <h3>: content ids and names can collide with the app's own element ids/,
        severity: 'warning',
      },
      {
        file: 'content/faq.json',
        line: 8,
        column: 7,
        pointer: '/sections/0/html',
        message:
          /the sanitiser will drop href="javascript:alert\(1\)" from <a>, so it leads nowhere/,
        severity: 'warning',
      },
      {
        file: 'content/faq.json',
        line: 8,
        column: 7,
        pointer: '/sections/0/html',
        message: /the sanitiser will drop the <script> element and the code in it/,
        severity: 'warning',
      },
      {
        file: 'content/faq.json',
        line: 8,
        column: 7,
        pointer: '/sections/0/html',
        message: /the sanitiser will drop the event handler onclick="track\(\)" from <p>/,
        severity: 'warning',
      },
    ],
  ],
  [
    "another banner's name, logos and bannerType left in a banner file",
    'banner-leftovers',
    [
      {
        file: 'banners/vons.json',
        line: 7,
        column: 3,
        pointer: '/promoDescription',
        message:
          /names "Safeway", the name of another banner \(banners\/safeway.json\): this text was likely copied; write Vons's own/,
      },
      {
        file: 'banners/vons.json',
        line: 16,
        column: 5,
        pointer: '/logos/color',
        message:
          /safeway.svg is the logo of another banner \(banners\/safeway.json\): add this banner's own logo as banners\/logos\/vons.svg/,
        suggestion: 'vons.svg',
      },
      {
        file: 'banners/vons.json',
        line: 17,
        column: 5,
        pointer: '/logos/white',
        message:
          /banners\/logos\/vons-white.svg is an unchanged copy of banners\/logos\/safeway-white.svg \(banners\/safeway.json\)/,
      },
      {
        file: 'banners/vons.json',
        line: 31,
        column: 3,
        pointer: '/bannerType',
        message: /bannerType "safeway" is already the type of banners\/safeway.json/,
        suggestion: 'vons',
      },
    ],
  ],
  [
    'colours in the wrong format, in words',
    'colour-format',
    [
      {
        file: 'banners/safeway.json',
        line: 20,
        column: 5,
        pointer: '/theme/primary',
        message: /the text "red" is not allowed here\. Write colours as #RRGGBB/,
      },
      {
        file: 'banners/safeway.json',
        line: 28,
        column: 5,
        pointer: '/theme/link',
        message: /the text "#12345" is not allowed here\. Write colours as #RRGGBB/,
      },
    ],
  ],
  [
    'layout groups: an undeclared group, unused groups, undeclared facts and values',
    'layout-groups',
    [
      {
        file: 'content/screens/manage.json',
        line: 10,
        column: 5,
        pointer: '/groups/offer',
        message:
          /group "offer" is declared, but no block names it: add "group": "offer" to the blocks it should show, or remove the group/,
      },
      {
        file: 'content/screens/manage.json',
        line: 10,
        column: 37,
        pointer: '/groups/offer/when/facts/stp',
        message:
          /condition tests fact "stp", which this layout's "facts" does not declare, so it never holds/,
        suggestion: 'step',
      },
      {
        file: 'content/screens/manage.json',
        line: 11,
        column: 5,
        pointer: '/groups/done',
        message: /group "done" is declared, but no block names it/,
      },
      {
        file: 'content/screens/manage.json',
        line: 11,
        column: 45,
        pointer: '/groups/done/when/facts/step/0',
        message:
          /fact "step" never has the value "dne": its declared values are "reason", "offer", "done"/,
        suggestion: 'done',
      },
      {
        file: 'content/screens/manage.json',
        line: 32,
        column: 7,
        pointer: '/blocks/2/group',
        message:
          /block names group "ofer", which this layout's "groups" does not declare, so it would never show: declare the group under "groups" or name a declared one; declared: reason, offer, done/,
        suggestion: 'offer',
      },
    ],
  ],
];
