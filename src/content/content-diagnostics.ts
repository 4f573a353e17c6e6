/**
 * Every schema problem of content that failed its shipped validator (and any unknown placeholder),
 * in the QA validator's words.
 * The shipped validators stop at the first error and carry no value or schema (they load on every
 * page, so they stay small); this module and the every-error validators it loads are fetched only
 * when content has already failed, to tell the editor all that is wrong at once.
 */
import type { AnswerProblem } from '../api/errors';
import { allErrorsValidatorLoaders } from './generated/all-errors-validator-loaders.js';
import { answerProblems, placeholderProblems, schemaErrors } from './schema-messages';

/** The problems of `value` as content of `kind`; empty when the kind has no such validator. */
export async function schemaProblems(kind: string, value: unknown): Promise<AnswerProblem[]> {
  if (!Object.hasOwn(allErrorsValidatorLoaders, kind)) return [];
  const validate = await allErrorsValidatorLoaders[kind]();
  return answerProblems(schemaErrors(validate, value));
}

export { placeholderProblems };
