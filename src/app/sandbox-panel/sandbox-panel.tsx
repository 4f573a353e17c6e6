/**
 * The sandbox panel (issue 16): a small panel at the end of every page of sandbox and development
 * builds (in the page's flow, so it never covers the page: issue 22), collapsed to one button that shows the sandbox's date and the signed-in persona. Open, it
 * switches persona or banner (same route), runs the clock, lists the test cards, arms and clears
 * faults, and shows the mutation log. Plain buttons and form controls: usable by keyboard alone.
 */
import { useId, useState } from 'react';
import type { SandboxPanel as Labels } from '../../content/generated/types/sandbox-panel';
import { CardsSection, ClockSection, FaultsSection, MutationsSection } from './panel-sections';
import { SessionSection } from './session-section';
import { usePanelData } from './use-panel-data';
import './sandbox-panel.css';

export function SandboxPanel({
  labels,
  banners,
  currentBanner,
}: {
  labels: Labels;
  banners: readonly string[];
  currentBanner: string;
}) {
  const [open, setOpen] = useState(false);
  const data = usePanelData(open);
  const bodyId = useId();
  const who = data.persona ?? labels.session.notSignedIn;
  // Shown once the sandbox has answered: a button that fills in later would move.
  if (data.today === undefined && !data.failed) return null;
  return (
    <aside className="fp-sandbox-panel" aria-label={labels.panel.title}>
      <button
        type="button"
        className="fp-sandbox-panel__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        {labels.panel.toggle}
        <span className="fp-sandbox-panel__status">
          {data.today ?? '…'} · {who}
        </span>
      </button>
      {open ? (
        <div id={bodyId} className="fp-sandbox-panel__body">
          <h2 className="fp-sandbox-panel__title">{labels.panel.title}</h2>
          {data.failed ? <p role="alert">{labels.panel.failed}</p> : null}
          <dl className="fp-sandbox-panel__facts">
            <dt>{labels.session.date}</dt>
            <dd data-testid="sandbox-date">{data.today}</dd>
            <dt>{labels.session.persona}</dt>
            <dd data-testid="sandbox-persona">{who}</dd>
          </dl>
          <button type="button" onClick={() => void data.refresh()}>
            {labels.panel.refresh}
          </button>
          <SessionSection
            labels={labels}
            data={data}
            banners={banners}
            currentBanner={currentBanner}
          />
          <ClockSection labels={labels} persona={data.persona ?? null} onRan={data.refresh} />
          <CardsSection labels={labels} cards={data.cards} />
          <FaultsSection labels={labels} faults={data.faults} onChange={data.refresh} />
          <MutationsSection labels={labels} mutations={data.mutations} />
        </div>
      ) : null}
    </aside>
  );
}
