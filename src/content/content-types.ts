/** The TypeScript type of each content path, so useContent('faq') is typed without casts. */
import type { BenefitTiles } from './generated/types/benefit-tiles';
import type { Constants } from './generated/types/constants';
import type { ErrorCatalogue } from './generated/types/error-catalogue';
import type { Faq } from './generated/types/faq';
import type { FeatureToggles } from './generated/types/feature-toggles';
import type { Form } from './generated/types/form';
import type { LeftNavV1 } from './generated/types/left-nav-v1';
import type { LeftNavV2 } from './generated/types/left-nav-v2';
import type { Offers } from './generated/types/offers';
import type { Plans } from './generated/types/plans';
import type { RichText } from './generated/types/rich-text';
import type { ScreenLayout } from './generated/types/screen-layout';
import type { Terms } from './generated/types/terms';
import type { UiText } from './generated/types/ui-text';

export type {
  BenefitTiles,
  Constants,
  ErrorCatalogue,
  Faq,
  FeatureToggles,
  Form,
  LeftNavV1,
  LeftNavV2,
  Offers,
  Plans,
  RichText,
  ScreenLayout,
  Terms,
  UiText,
};

/** Fixed content paths and the type each one holds. */
export interface ContentByPath {
  'feature-toggles': FeatureToggles;
  constants: Constants;
  'error-catalogue': ErrorCatalogue;
  plans: Plans;
  offers: Offers;
  'benefit-tiles': BenefitTiles;
  'pre-churn-tiles': BenefitTiles;
  faq: Faq;
  terms: Terms;
  'snap-easy-steps': RichText;
  'ui-text': UiText;
  'left-nav-v1': LeftNavV1;
  'left-nav-v2': LeftNavV2;
}

/** Any content path the app may load. */
export type ContentPath = keyof ContentByPath | `screens/${string}` | `forms/${string}`;

/** The type held at a content path. */
export type ContentOf<P extends ContentPath> = P extends keyof ContentByPath
  ? ContentByPath[P]
  : P extends `screens/${string}`
    ? ScreenLayout
    : Form;
