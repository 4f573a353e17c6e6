/** The picker value that means "pasted content", shared by the preview and the side-by-side view. */
export const PASTE = 'paste';

/** What the paste box starts with: a small layout an editor can change at once. */
export const STARTER = JSON.stringify(
  {
    $schema: '../../schemas/screen-layout.schema.json',
    id: 'draft',
    title: 'Draft',
    blocks: [{ type: 'heading', id: 'title', props: { text: '{product} at {banner}' } }],
  },
  null,
  2,
);
