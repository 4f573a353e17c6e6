/** scripts/build/banners-plugin.ts: every banners/*.json that passes its schema, in order. */
declare module 'virtual:banners' {
  const banners: readonly import('./content/generated/types/banner').Banner[];
  export default banners;
}
