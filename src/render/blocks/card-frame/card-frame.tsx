import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { currentEnvironment } from '../../../api';
import type { CardFrameBlockProps } from '../../../content/generated/types/blocks/cardFrame';
import { PhoneText } from '../../phone-text';
import { useRenderEnv } from '../../render-env';
import { useFlowValues } from '../../flow-values';
import { frameLook, frameOrigin, frameSrc, readCardMessage, readFrameHeight } from './card-message';
import { submitLabelFor } from './submit-label';
import './card-frame.css';

/**
 * Props of the card frame block: its schema's type (schemas/blocks/cardFrame.schema.json), whose
 * `action` receives `{ token, brand, last4 }` and may answer `{ error }`.
 */
export type CardFrameProps = CardFrameBlockProps;

/**
 * The token service's card frame. The card number never touches this page: the frame tokenises it
 * and posts the token (or a refusal code) to this origin; only messages from the frame's window
 * and origin are read. The iframe stays mounted after a refusal or a failed call, so what the
 * shopper typed in it is kept, and a token is passed on once while the screen's action runs; while
 * it runs the section is `aria-busy` and a polite status shows the "saving" label with a spinner.
 * The frame wears the page's theme and the button's words (frameLook, passed in its address) and
 * is as tall as its content says it is, so larger text or text spacing never hides its button.
 */
/**
 * The frame's content height in the page's usual look (fields, button, status line): a
 * prerendered page then moves nothing when the frame reports its own. Its box before the frame is
 * placed has the same height (`.fp-card-frame__frame--placing` in card-frame.css).
 */
export const FIRST_FRAME_HEIGHT = 282;

export default function CardFrame(props: CardFrameProps) {
  const { title, action, heading, note, busyLabel } = props;
  const env = useRenderEnv();
  const flow = useFlowValues();
  const frame = useRef<HTMLIFrameElement>(null);
  const section = useRef<HTMLElement>(null);
  const [src, setSrc] = useState<string>();
  const [height, setHeight] = useState(FIRST_FRAME_HEIGHT);
  // The frame is put in the page in the task after the screen's own: creating it costs the main
  // thread 20–25 ms (80–100 ms under a 4× slower CPU), which in the screen's commit made one long
  // task of both. Until then its box holds its place at the same size.
  const [placed, setPlaced] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPlaced(true), 0);
    return () => clearTimeout(timer);
  }, []);
  const busy = useRef(false);
  const sized = useRef(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const origin = window.location.origin;
  const url = currentEnvironment().cardFrameUrl;
  const run = Object.hasOwn(env.actions, action) ? env.actions[action] : undefined;
  if (!run && env.mode !== 'preview') throw new Error(`The screen provides no action "${action}".`);
  const { messageFor } = env;
  const label = submitLabelFor(props.submitLabel, flow, props.planNames);

  // Read before the first paint, so the frame loads once, already in the page's look.
  useLayoutEffect(() => {
    if (section.current) setSrc(frameSrc(url, origin, frameLook(section.current, label)));
  }, [url, origin, label]);

  useEffect(() => {
    const expected = frameOrigin(url, origin);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== expected || event.source !== frame.current?.contentWindow) return;
      const size = readFrameHeight(event.data);
      if (size !== null) {
        // The frame takes its content's height once, then only grows (text spacing, an error):
        // shrinking after a save would move everything below it (way-forward.spec).
        setHeight((last) => (sized.current ? Math.max(last, size) : size));
        sized.current = true;
        return;
      }
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
        .then((result) => {
          const failed = result && result.error ? result.error : undefined;
          setError(failed);
          // Saved: the frame clears the card's number and code and shows which card it was.
          if (!failed)
            frame.current?.contentWindow?.postMessage({ type: 'freshpass-card-saved' }, expected);
        })
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
    <section
      ref={section}
      className="fp-card-frame"
      aria-label={heading ?? title}
      aria-busy={saving}
    >
      {heading ? <h2>{heading}</h2> : null}
      {note ? <p className="fp-card-frame__note">{note}</p> : null}
      {placed ? (
        <iframe
          ref={frame}
          className="fp-card-frame__frame"
          title={title}
          src={src}
          width="100%"
          height={height}
        />
      ) : (
        <div className="fp-card-frame__frame fp-card-frame__frame--placing" />
      )}
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
