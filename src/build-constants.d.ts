/** Set by vite.config.ts `define`: true in development and local sandbox builds only. */
declare const __FRESHPASS_PREVIEW__: boolean;
/** Set by vite.config.ts `define`: the sandbox panel, in development and local sandbox builds only. */
declare const __FRESHPASS_SANDBOX_PANEL__: boolean;
