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
        message: /contrast 2.59:1, below WCAG AA 4.5:1; the nearest onPrimary that passes is #FFD8D8/,
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
];
