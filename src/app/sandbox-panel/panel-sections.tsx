/** The panel's clock, test cards, faults and mutation log. */
import { useId, useState } from 'react';
import type { SandboxPanel as Labels } from '../../content/generated/types/sandbox-panel';
import {
  sandboxControls,
  type AppliedMutation,
  type ClockEvent,
  type Fault,
  type TestCard,
} from './controls-client';
import {
  describeFault,
  faultFor,
  groupedCard,
  newestFirst,
  type PanelFaultKind,
} from './panel-logic';

/** Advance by days or to the signed-in persona's next renewal; lists what the days ran. */
export function ClockSection({
  labels,
  persona,
  onRan,
}: {
  labels: Labels;
  persona: string | null;
  onRan: () => Promise<void>;
}) {
  const daysId = useId();
  const [days, setDays] = useState('1');
  const [ran, setRan] = useState<ClockEvent[]>();
  const [error, setError] = useState<string>();
  const run = async (call: () => Promise<{ ran: ClockEvent[] }>) => {
    try {
      setRan((await call()).ran);
      setError(undefined);
      await onRan();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <section className="fp-sandbox-panel__section" aria-labelledby={`${daysId}-h`}>
      <h3 id={`${daysId}-h`}>{labels.clock.heading}</h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => sandboxControls.advanceDays(Number(days)));
        }}
      >
        <label htmlFor={daysId}>{labels.clock.days}</label>
        <input
          id={daysId}
          type="number"
          min={0}
          max={3660}
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
        <button type="submit">{labels.clock.advance}</button>
      </form>
      <button
        type="button"
        disabled={!persona}
        onClick={() => persona && void run(() => sandboxControls.advanceToRenewal(persona))}
      >
        {labels.clock.toRenewal}
      </button>
      {error ? <p role="alert">{error}</p> : null}
      {ran ? (
        <div role="status">
          <h4>{labels.clock.ran}</h4>
          {ran.length === 0 ? (
            <p>{labels.clock.ranNothing}</p>
          ) : (
            <ul className="fp-sandbox-panel__list">
              {ran.map((e, i) => (
                <li key={i}>
                  {labels.clock.events[e.kind]} ({e.persona ?? '—'}: {e.from} → {e.to}){' '}
                  {labels.clock.ranLine} {e.date}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** The test cards with what each does, each copied with one click. */
export function CardsSection({ labels, cards }: { labels: Labels; cards: TestCard[] }) {
  const [copied, setCopied] = useState<string>();
  return (
    <section className="fp-sandbox-panel__section">
      <h3>{labels.cards.heading}</h3>
      <ul className="fp-sandbox-panel__list">
        {cards.map((card) => {
          // The button's name starts with the word it shows, before and after the copy, so a
          // shopper who says what they see ("click Copied") reaches it (WCAG 2.5.3).
          const word = copied === card.number ? labels.cards.copied : labels.cards.copy;
          return (
            <li key={card.number}>
              <code>{groupedCard(card.number)}</code> {labels.cards.behaviours[card.behaviour]}{' '}
              <button
                type="button"
                aria-label={`${word} ${groupedCard(card.number)}`}
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(card.number)
                    .then(() => setCopied(card.number))
                    .catch(() => setCopied(undefined))
                }
              >
                {word}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Pick a call and a fault, arm it, see what is armed, clear it. */
export function FaultsSection({
  labels,
  faults,
  onChange,
}: {
  labels: Labels;
  faults: Fault[];
  onChange: () => Promise<void>;
}) {
  const id = useId();
  const calls = labels.faults.calls;
  const kinds = Object.keys(labels.faults.kinds) as PanelFaultKind[];
  const [call, setCall] = useState(0);
  const [kind, setKind] = useState<PanelFaultKind>('server-error');
  const [code, setCode] = useState('0007');
  const [error, setError] = useState<string>();
  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
      setError(undefined);
      await onChange();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const chosen = calls[call] ?? calls[0];
  return (
    <section className="fp-sandbox-panel__section">
      <h3>{labels.faults.heading}</h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void act(() => sandboxControls.armFault(faultFor(chosen, kind, code)));
        }}
      >
        <label htmlFor={`${id}-call`}>{labels.faults.call}</label>
        <select id={`${id}-call`} value={call} onChange={(e) => setCall(Number(e.target.value))}>
          {calls.map((c, i) => (
            <option key={c.path + c.method} value={i}>
              {c.label} ({c.method} {c.path})
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-kind`}>{labels.faults.fault}</label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(e) => setKind(e.target.value as PanelFaultKind)}
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {labels.faults.kinds[k]}
            </option>
          ))}
        </select>
        {kind === 'code' ? (
          <>
            <label htmlFor={`${id}-code`}>{labels.faults.code}</label>
            <input
              id={`${id}-code`}
              value={code}
              inputMode="numeric"
              pattern="\d{4,5}"
              onChange={(e) => setCode(e.target.value.trim())}
            />
          </>
        ) : null}
        <button type="submit">{labels.faults.arm}</button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      <h4>{labels.faults.armed}</h4>
      {faults.length === 0 ? (
        <p>{labels.faults.none}</p>
      ) : (
        <ul className="fp-sandbox-panel__list" aria-label={labels.faults.armed}>
          {faults.map((f, i) => (
            <li key={i}>{describeFault(f)}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        disabled={faults.length === 0}
        onClick={() => void act(() => sandboxControls.clearFaults())}
      >
        {labels.faults.clear}
      </button>
    </section>
  );
}

/** The session's mutations, newest first. */
export function MutationsSection({
  labels,
  mutations,
}: {
  labels: Labels;
  mutations: AppliedMutation[];
}) {
  return (
    <section className="fp-sandbox-panel__section">
      <h3>{labels.mutations.heading}</h3>
      {mutations.length === 0 ? (
        <p>{labels.mutations.none}</p>
      ) : (
        <ol className="fp-sandbox-panel__list" aria-label={labels.mutations.heading}>
          {newestFirst(mutations).map((m, i) => (
            <li key={i}>
              {m.method} {m.path} → {m.status}
              {m.replays ? ` (${m.replays} ${labels.mutations.replays})` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
