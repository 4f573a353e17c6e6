/**
 * Ajv standalone output still calls `require("ajv/dist/runtime/…")` even in ESM mode. This turns
 * each require into a namespace import unwrapped to the CommonJS `module.exports`, which works
 * under Node's interop (namespace.default is module.exports) and a bundler's (namespace is it).
 */
export function requiresToImports(code: string): string {
  const specifiers: string[] = [];
  const body = code
    .replace(/^"use strict";\s*/, '')
    .replace(/require\("([^"]+)"\)/g, (_m, spec: string) => {
      let index = specifiers.indexOf(spec);
      if (index < 0) index = specifiers.push(spec) - 1;
      return `__req${index}`;
    });
  if (/\brequire\(|\bmodule\.exports\b|\bexports\[/.test(body)) {
    throw new Error('Unexpected CommonJS left in the generated validator code.');
  }
  if (specifiers.length === 0) return body;
  const imports = specifiers.map((spec, i) => {
    const file = spec.endsWith('.js') ? spec : `${spec}.js`;
    return `import * as __ns${i} from ${JSON.stringify(file)};\nconst __req${i} = __cjs(__ns${i});`;
  });
  return [
    ...imports,
    'function __cjs(ns) {',
    '  const d = ns.default;',
    "  return d && typeof d === 'object' && 'default' in d ? d : ns;",
    '}',
    body,
  ].join('\n');
}
