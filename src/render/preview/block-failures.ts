/**
 * Why a block failed in the preview, in the QA gate's words: its props and their text checked as
 * `npm run validate` checks a layout's block (schema, placeholders, catalogue messages), else the
 * problems of the content it is bound to, else what it threw. Shoppers only ever see the
 * catalogue's generic message; the preview shows this under it (RenderEnv.explainFailure).
 */
import { blockSchemaId } from '../../content/block-schema-id';
import type { CheckContext, ContentCheck } from '../../content/content-checks';
import { textChecks } from '../../content/content-checks';
import { fullPointer, schemaErrors } from '../../content/schema-messages';
import { resolveBlockType } from '../../content/screen-checks';
import type { LayoutBlock } from '../block-definition';
import type { BlockFailure } from '../render-env';
import text from './preview-text.json';

/** One problem as a line: pointer, words, did-you-mean (as the gate prints it). */
export function problemLine(p: { pointer?: string; message: string; suggestion?: string }): string {
  const hint = p.suggestion === undefined ? '' : ` (did you mean "${p.suggestion}"?)`;
  return `${p.pointer || '/'}  ${p.message}${hint}`;
}

/** The gate's problems of one block's props, at pointers under the block (`/props/…`). */
export function blockPropsChecks(block: LayoutBlock, ctx: CheckContext): ContentCheck[] {
  const type = resolveBlockType(block.type, ctx) ?? block.type;
  const props = block.props ?? {};
  const at = (e: ContentCheck): ContentCheck => ({
    pointer: `/props${fullPointer(e)}`,
    message: e.message,
    rule: e.rule,
    ...(e.suggestion === undefined ? {} : { suggestion: e.suggestion }),
  });
  return [
    ...schemaErrors(ctx.validator(blockSchemaId(type)), props).map((e) =>
      at({ ...e, rule: 'schema' }),
    ),
    ...textChecks('screen-layout', props, ctx).map(at),
  ];
}

function problemsOf(error: unknown): readonly { pointer?: string; message: string }[] {
  if (!error || typeof error !== 'object') return [];
  const { problems } = error as { problems?: unknown };
  return Array.isArray(problems) ? (problems as { pointer?: string; message: string }[]) : [];
}

function wordsOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object') {
    const { detail } = error as { detail?: unknown };
    if (typeof detail === 'string') return detail;
  }
  return String(error);
}

/** The preview's RenderEnv.explainFailure, bound to its checks. */
export function explainFailure(ctx: CheckContext) {
  return (block: LayoutBlock, error: unknown): BlockFailure => {
    const own = blockPropsChecks(block, ctx);
    const bound = problemsOf(error);
    const lines =
      own.length > 0
        ? own.map(problemLine)
        : bound.length > 0
          ? bound.map(problemLine)
          : [wordsOf(error)];
    return { title: text.blockFailed.replace('{id}', block.id), lines };
  };
}
