import { useMemo } from 'react';
import { catalogueNames, type CheckContext } from '../../content/content-checks';
import { allErrorsValidators } from '../../content/generated/all-errors-validators.js';
import { useContentOrDefault } from '../../content/use-content-or-default';
import { previewCheckContext } from './content-problems';

/** The gate's checks as the preview runs them, with the error catalogue of the banner in force. */
export function usePreviewChecks(): CheckContext {
  const catalogue = useContentOrDefault('error-catalogue');
  return useMemo(
    () => previewCheckContext(allErrorsValidators, catalogueNames(catalogue)),
    [catalogue],
  );
}
