import { useEffect, useRef, useState } from 'react';
import { currentEnvironment } from '../../../api';
import { PhoneText } from '../../phone-text';
import { useRenderEnv } from '../../render-env';
import { frameOrigin, frameSrc, readCardMessage } from './card-message';
import './card-frame.css';

/** Props of the card frame block (schemas/blocks/cardFrame.schema.json). */
export interface CardFrameProps {
  /** The iframe's accessible title. */
  title: string;
  /** The screen action that receives `{ token, brand, last4 }` and may answer `{ error }`. */
  action: string;
  heading?: string;
  note?: string;
  /** Shown and announced while the action runs ("Saving card…"); the "saving" label otherwise. */
  busyLabel?: string;
}

/**
 * The token service's card frame. The card number never touches this page: the frame tokenises it
 * and posts the token (or a refusal code) to this origin; only messages from the frame's window
 * and origin are read. The iframe stays mounted after a refusal or a failed call, so what the
 * shopper typed in it is kept, and a token is passed on once while the screen's action runs; while
 * it runs the section is `aria-busy` and a polite status shows the "saving" label with a spinner.
 */
export default function CardFrame({ title, action, heading, note, busyLabel }: CardFrameProps) {
  const env = useRenderEnv();
  const frame = useRef<HTMLIFrameElement>(null);
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const origin = window.location.origin;
  const url = currentEnvironment().cardFrameUrl;
  const run = Object.hasOwn(env.actions, action) ? env.actions[action] : undefined;
  if (!run && env.mode !== 'preview') throw new Error(`The screen provides no action "${action}".`);
  const { messageFor } = env;

  useEffect(() => {
    const expected = frameOrigin(url, origin);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== expected || event.source !== frame.current?.contentWindow) return;
      const message = readCardMessage(event.data);
      if (!message || busy.current) return;
      if (message.kind === 'refused') {
        const status = message.code === 'NETWORK' ? undefined : 400;
        const kind = message.code === 'NETWORK' ? 'network' : 'http';
        setError(messageFor({ kind, status, code: message.code, detail: '', url: '' }));
        return;
      }
      busy.current = true;
      setSaving(true);
      setError(undefined);
      const { token, brand, last4 } = message;
      void Promise.resolve(run?.({ token, brand, last4 }))
        .then((result) => setError(result && result.error ? result.error : undefined))
        .catch((failure: unknown) => setError(messageFor(failure)))
        .finally(() => {
          busy.current = false;
          setSaving(false);
        });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, origin, run, messageFor]);

  return (
    <section className="fp-card-frame" aria-label={heading ?? title} aria-busy={saving}>
      {heading ? <h2>{heading}</h2> : null}
      {note ? <p className="fp-card-frame__note">{note}</p> : null}
      <iframe
        ref={frame}
        className="fp-card-frame__frame"
        title={title}
        src={frameSrc(url, origin)}
        width="100%"
        height={240}
      />
      {/* Always mounted, so screen readers announce the text when it appears. */}
      <p className="fp-card-frame__status" role="status">
        {saving ? (
          <>
            <span className="fp-card-frame__spinner" aria-hidden="true" />
            {busyLabel ?? env.labels.saving}
          </>
        ) : null}
      </p>
      {error ? (
        <p className="fp-form__server-error" role="alert">
          <PhoneText text={error} />
        </p>
      ) : null}
    </section>
  );
}
