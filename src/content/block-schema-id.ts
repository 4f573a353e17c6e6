/**
 * The id of a block type's props schema (`schemas/blocks/<type>.schema.json`), the key of its
 * validator: in the block validators the renderer loads and in the QA gate's. A module of its own,
 * so the gate reads it without the renderer's validator loading.
 */
export const blockSchemaId = (type: string): string => `blocks/${type}`;
