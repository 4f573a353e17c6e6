import { markPropsChecked } from '../../content/block-props-checks';
import type { NoticeBlockProps } from '../../content/generated/types/blocks/notice';
import type { ScreenLayout } from '../block-definition';

/**
 * A one-block layout for a notice whose words come from the error catalogue (the success
 * snackbar, the contact-primary-holder prompt), so it renders like every other notice. Its props
 * are typed from the notice's schema and made from checked content (the catalogue's words, the
 * constants' snackbar time), so they are marked as checked: the block does not wait for the
 * block validators to load (notice-layout.test.ts runs the validator over them).
 */
export function noticeLayout(
  id: string,
  text: string,
  options: { tone: 'info' | 'success' | 'warning' | 'error'; snackbarMs?: number },
): ScreenLayout {
  const props: NoticeBlockProps = {
    text,
    tone: options.tone,
    ...(options.snackbarMs !== undefined ? { snackbar: true, timeoutMs: options.snackbarMs } : {}),
  };
  markPropsChecked(props);
  return { id, blocks: [{ type: 'notice', id, props }] };
}
