/** PascalCase type name: "screen-layout" → ScreenLayout, "blocks/richText" → RichTextBlockProps. */
export function typeName(schemaName: string): string {
  const base = schemaName.replace(/^blocks\//, '');
  const pascal = base.replace(/(^|[-_/])([a-zA-Z0-9])/g, (_m, _s, c: string) => c.toUpperCase());
  return schemaName.startsWith('blocks/') ? `${pascal}BlockProps` : pascal;
}
