import { useRef, useState } from 'react';
import type { ButtonRowBlockProps } from '../../content/generated/types/blocks/buttonRow';
import { defineBlock } from '../block-definition';
import { PhoneText } from '../phone-text';
import { useRenderEnv } from '../render-env';
import { SmartLink } from './parts/smart-link';

type Button = ButtonRowBlockProps['buttons'][number];

function ActionButton({ button }: { button: Button & { action: string } }) {
  const { actions, mode, audience } = useRenderEnv();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const known = Object.hasOwn(actions, button.action);
  // The preview has no screen behind it, so its buttons do nothing rather than fail.
  if (!known && mode !== 'preview') {
    throw new Error(`The screen provides no action "${button.action}".`);
  }
  // The ref refuses a second press at once, before the re-render marks the button busy.
  const running = useRef(false);
  const run = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(undefined);
    try {
      const result = known ? await actions[button.action]() : undefined;
      if (result && result.error) setError(result.error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  const busyLabel = busy ? button.busyLabel : undefined;
  return (
    <>
      <button
        type="button"
        className={`fp-button fp-button--${button.variant ?? 'primary'}`}
        aria-disabled={busy}
        // WCAG 4.1.2: a button that reveals part of the page says whether it is open.
        aria-expanded={
          button.expands === undefined ? undefined : audience.facts?.[button.expands] === true
        }
        onClick={() => void run()}
      >
        {busyLabel ?? button.label}
      </button>
      {/* Always mounted, so screen readers hear the busy words when they appear. */}
      <span role="status" className="fp-visually-hidden">
        {busyLabel}
      </span>
      {error ? (
        <p className="fp-field-error" role="alert">
          <PhoneText text={error} />
        </p>
      ) : null}
    </>
  );
}

function ButtonRow({ buttons }: ButtonRowBlockProps) {
  return (
    <div className="fp-button-row">
      {buttons.map((button, i) =>
        button.href ? (
          <SmartLink
            key={`${i}-${button.label}`}
            href={button.href}
            className={`fp-button fp-button--${button.variant ?? 'primary'}`}
          >
            {button.label}
          </SmartLink>
        ) : (
          <ActionButton
            key={`${i}-${button.label}`}
            button={{ ...button, action: button.action ?? '' }}
          />
        ),
      )}
    </div>
  );
}

/** Links and buttons from content; buttons run the screen's named actions. */
export const buttonRowBlock = defineBlock({
  type: 'buttonRow',
  reserve: 48,
  component: ButtonRow,
  toProps: (raw) => raw,
});
