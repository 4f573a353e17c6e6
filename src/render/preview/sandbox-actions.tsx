import { useState } from 'react';
import type { Banner } from '../../content/banners';
import { useRenderEnv } from '../render-env';
import text from './preview-text.json';

interface Props {
  banner: Banner;
  /** The content path the pasted text stands for; undefined when it names none. */
  path?: string;
  /** The pasted text, sent as it is. */
  body: string;
  /** False while the text has problems: the sandbox would serve it to the real screen. */
  valid: boolean;
  /** The route of the real screen that shows this content, when one does. */
  route?: string;
}

type Status = { kind: 'applied' | 'reset' | 'failed'; message: string } | undefined;

/**
 * The sandbox's content override for one banner (`PUT`/`DELETE /__sandbox/content/<banner>/<path>`,
 * sandbox/routes/controls.ts): the real screen, opened on that banner's host, then shows the
 * pasted content until it is reset. The preview itself exists only where the sandbox does.
 */
async function override(method: 'PUT' | 'DELETE', banner: string, path: string, body?: string) {
  const response = await fetch(`/__sandbox/content/${banner}/${path}`, {
    method,
    ...(body === undefined ? {} : { body, headers: { 'Content-Type': 'application/json' } }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

/**
 * The same page on the banner's host: `<banner>.localhost` when the preview runs on a localhost
 * name (the app resolves its banner from the host), else this origin.
 */
export function bannerUrl(
  location: Pick<Location, 'protocol' | 'hostname' | 'port'>,
  banner: string,
  route: string,
): string {
  const local = location.hostname === 'localhost' || location.hostname.endsWith('.localhost');
  const host = local ? `${banner}.localhost` : location.hostname;
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}${route}`;
}

/** Apply the pasted content to the sandbox, reset it, and open the real screen that shows it. */
export function SandboxActions({ banner, path, body, valid, route }: Props) {
  const env = useRenderEnv();
  const [status, setStatus] = useState<Status>();
  const [busy, setBusy] = useState(false);
  if (path === undefined) return null;
  const words = (template: string) =>
    template.replace(/\{path\}/g, path).replace(/\{banner\}/g, banner.displayName);

  const run = async (method: 'PUT' | 'DELETE') => {
    setBusy(true);
    try {
      await override(method, banner.id, path, method === 'PUT' ? body : undefined);
      setStatus({
        kind: method === 'PUT' ? 'applied' : 'reset',
        message: words(method === 'PUT' ? text.applied : text.resetDone),
      });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      setStatus({
        kind: 'failed',
        message: text.sandboxFailed
          .replace('{status}', detail)
          .replace('{message}', env.messageFor(error)),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="fp-preview__sandbox" aria-labelledby="fp-preview-sandbox">
      <h2 id="fp-preview-sandbox">{text.sandboxHeading}</h2>
      <div className="fp-button-row">
        <button
          type="button"
          className="fp-button fp-button--primary"
          aria-disabled={!valid || busy}
          aria-describedby={valid ? undefined : 'fp-preview-apply-blocked'}
          onClick={() => valid && !busy && void run('PUT')}
        >
          {text.apply}
        </button>
        <button
          type="button"
          className="fp-button fp-button--secondary"
          aria-disabled={busy}
          onClick={() => !busy && void run('DELETE')}
        >
          {text.reset}
        </button>
      </div>
      {valid ? null : (
        <p id="fp-preview-apply-blocked" className="fp-field__help">
          {text.applyBlocked}
        </p>
      )}
      {/* Both regions are always there, so a screen reader hears each new message. */}
      <p role="status" className="fp-preview__status">
        {status && status.kind !== 'failed' ? status.message : ''}
      </p>
      <p role="alert" className="fp-field__error">
        {status?.kind === 'failed' ? status.message : ''}
      </p>
      {route ? (
        <p>
          <a
            href={bannerUrl(window.location, banner.id, route)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {words(text.openScreen)}
          </a>
        </p>
      ) : (
        <p className="fp-field__help">{words(text.noScreen)}</p>
      )}
    </section>
  );
}
