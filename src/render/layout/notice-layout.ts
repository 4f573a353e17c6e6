import type { ScreenLayout } from '../block-definition';

/**
 * A one-block layout for a notice whose words come from the error catalogue (the success
 * snackbar, the contact-primary-holder prompt), so it renders like every other notice.
 */
export function noticeLayout(
  id: string,
  text: string,
  options: { tone: 'info' | 'success' | 'warning' | 'error'; snackbarMs?: number },
): ScreenLayout {
  return {
    id,
    blocks: [
      {
        type: 'notice',
        id,
        props: {
          text,
          tone: options.tone,
          ...(options.snackbarMs !== undefined
            ? { snackbar: true, timeoutMs: options.snackbarMs }
            : {}),
        },
      },
    ],
  };
}
