import { SUBSCRIPTION_STATUSES, USER_ROLES } from '../visibility';
import { PERSONAS, type Shopper } from './personas';
import text from './preview-text.json';

/** A persona's id, or `custom` once the status or role is picked by hand. */
export const CUSTOM = 'custom';

/** The shopper the preview shows a screen to, and which persona it came from. */
export interface ShopperChoice {
  persona: string;
  shopper: Shopper;
}

/** The choice the preview starts with: an active monthly member, else the first persona. */
export function firstShopper(): ShopperChoice {
  const persona = PERSONAS.find((p) => p.id === 'active-monthly') ?? PERSONAS[0];
  return persona
    ? { persona: persona.id, shopper: persona.shopper }
    : { persona: CUSTOM, shopper: { status: 'ACTIVE', role: 'primary' } };
}

interface Props {
  value: ShopperChoice;
  onChange: (choice: ShopperChoice) => void;
}

/**
 * Who the screen is shown to: a sandbox persona, or a subscription status and a role picked by
 * hand, so every block's `when` is evaluated as it is for that shopper.
 */
export function ShopperPicker({ value, onChange }: Props) {
  const { shopper } = value;
  const pickPersona = (id: string) => {
    const persona = PERSONAS.find((p) => p.id === id);
    if (persona) onChange({ persona: id, shopper: persona.shopper });
  };
  // A status picked by hand has no plan type: blocks that pick words by plan show them all.
  const pick = (change: Partial<Shopper>) =>
    onChange({
      persona: CUSTOM,
      shopper: { status: shopper.status, role: shopper.role, ...change },
    });
  return (
    <>
      <label>
        {text.persona}
        <select
          className="fp-input"
          value={value.persona}
          onChange={(e) => pickPersona(e.target.value)}
        >
          {PERSONAS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value={CUSTOM} disabled>
            {text.personaCustom}
          </option>
        </select>
      </label>
      <label>
        {text.status}
        <select
          className="fp-input"
          value={shopper.status}
          onChange={(e) => pick({ status: e.target.value as Shopper['status'] })}
        >
          {SUBSCRIPTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </label>
      <label>
        {text.role}
        <select
          className="fp-input"
          value={shopper.role}
          onChange={(e) => pick({ role: e.target.value as Shopper['role'] })}
        >
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
