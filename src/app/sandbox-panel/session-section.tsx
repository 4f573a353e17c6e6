/** The panel's persona and banner switches: both reload the same route. */
import { useId, useState } from 'react';
import type { SandboxPanel as Labels } from '../../content/generated/types/sandbox-panel';
import { bannerSwitchUrl, personaSwitchUrl } from './panel-logic';
import type { PanelData } from './use-panel-data';

export function SessionSection({
  labels,
  data,
  banners,
  currentBanner,
}: {
  labels: Labels;
  data: PanelData;
  banners: readonly string[];
  currentBanner: string;
}) {
  const personaId = useId();
  const bannerId = useId();
  const [persona, setPersona] = useState('');
  const [banner, setBanner] = useState('');
  const current = data.persona ?? null;
  return (
    <section className="fp-sandbox-panel__section">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const chosen = persona || current;
          if (chosen) window.location.assign(personaSwitchUrl(window.location, chosen));
        }}
      >
        <label htmlFor={personaId}>{labels.session.switchPersona}</label>
        <select
          id={personaId}
          value={persona || current || ''}
          onChange={(e) => setPersona(e.target.value)}
        >
          {data.personas.map((p) => (
            <option key={p.id} value={p.id}>
              {p.id}: {p.label}
            </option>
          ))}
        </select>
        <button type="submit">{labels.session.signInAs}</button>
      </form>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const chosen = banner || currentBanner;
          window.location.assign(bannerSwitchUrl(window.location, chosen, current));
        }}
      >
        <label htmlFor={bannerId}>{labels.session.banner}</label>
        <select
          id={bannerId}
          value={banner || currentBanner}
          onChange={(e) => setBanner(e.target.value)}
        >
          {banners.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
        <button type="submit">{labels.session.openOnBanner}</button>
      </form>
    </section>
  );
}
