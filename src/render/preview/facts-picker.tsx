import { isJsonObject } from '../../lib/deep-merge';
import type { ScreenLayout } from '../block-definition';
import type { FactValue, ScreenFacts } from '../visibility';
import text from './preview-text.json';

/** The facts a layout declares (`facts`), each with the values its screen may give it. */
export type DeclaredFacts = NonNullable<ScreenLayout['facts']>;

/**
 * The facts a layout value declares, as far as they are well formed (a pasted layout may not be
 * yet: the checks beside it say what is wrong): each with its text and true/false values.
 */
export function declaredFacts(layout: unknown): DeclaredFacts | undefined {
  if (!isJsonObject(layout) || !isJsonObject(layout.facts)) return undefined;
  const facts: Record<string, { values: FactValue[]; description?: string }> = {};
  for (const [name, fact] of Object.entries(layout.facts)) {
    if (!isJsonObject(fact) || !Array.isArray(fact.values)) continue;
    const values = fact.values.filter(
      (v): v is FactValue => typeof v === 'string' || typeof v === 'boolean',
    );
    facts[name] = {
      values,
      ...(typeof fact.description === 'string' ? { description: fact.description } : {}),
    };
  }
  return facts;
}

/** The option that stands for a fact the screen does not give. */
const UNSET = '';

/**
 * The facts the preview shows a layout with, so it is in exactly one state as a shopper would
 * see it: what the editor picked, else what the shopper (a persona's subscription) gives, else
 * each declared fact's first value.
 */
export function previewFacts(
  declared: DeclaredFacts | undefined,
  given: ScreenFacts | undefined,
  picked: ScreenFacts,
): ScreenFacts {
  const facts: Record<string, FactValue | undefined> = { ...given };
  for (const [name, fact] of Object.entries(declared ?? {})) {
    if (Object.hasOwn(picked, name)) facts[name] = picked[name];
    else if (facts[name] === undefined) facts[name] = fact.values[0];
  }
  return facts;
}

interface Props {
  declared: DeclaredFacts | undefined;
  /** The facts in force (previewFacts). */
  facts: ScreenFacts;
  onPick: (name: string, value: FactValue | undefined) => void;
}

/**
 * A picker per fact the layout declares (the cancel flow's step, whether a reinstate is being
 * confirmed, how the shopper arrived…), beside the shopper picker: the layout's groups show the
 * blocks of the state picked, never every state's together.
 */
export function FactsPicker({ declared, facts, onPick }: Props) {
  return (
    <>
      {Object.entries(declared ?? {}).map(([name, fact]) => {
        const value = Object.hasOwn(facts, name) ? facts[name] : undefined;
        return (
          <label key={name} title={fact.description}>
            {text.fact.replace('{name}', name)}
            <select
              className="fp-input"
              value={value === undefined ? UNSET : String(value)}
              onChange={(e) =>
                onPick(
                  name,
                  fact.values.find((v) => String(v) === e.target.value),
                )
              }
            >
              {fact.values.map((v) => (
                <option key={String(v)} value={String(v)}>
                  {String(v)}
                </option>
              ))}
              <option value={UNSET}>{text.factUnset}</option>
            </select>
          </label>
        );
      })}
    </>
  );
}
