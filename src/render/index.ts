/** The public surface of src/render for the shell (src/app) and screens (src/screens). */
export { Screen, LayoutRenderer } from './layout/layout-renderer';
export {
  RenderEnvProvider,
  useRenderEnv,
  type RenderEnv,
  type RenderLabels,
  type BlockAction,
  type ValidateFn,
} from './render-env';
export type { LayoutBlock, ScreenLayout, RegisteredBlock } from './block-definition';
export { blockRegistry, createBlockRegistry } from './blocks';
export { apiDataSources } from './api-data-sources';
export type { DataHook, DataSourceHooks, DataState } from './data-sources';
export { isVisible, type Audience, type SubscriptionStatus, type UserRole } from './visibility';
export { fillPlaceholders, fillText, type PlaceholderValues } from './placeholders';
export { themeVars, type ThemedBanner } from './theme/theme-vars';
export { RichHtml } from './rich-text/rich-html';
