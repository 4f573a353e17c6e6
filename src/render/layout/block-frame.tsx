import { useLoaded } from '../../lib/load-once';
import type { RegisteredBlock, LayoutBlock } from '../block-definition';
import { parseDataSource, type DataHook } from '../data-sources';
import { fillPlaceholders } from '../placeholders';
import { useRenderEnv } from '../render-env';
import { reserveClass } from './reserve';
import { BlockFailureNote } from './block-failure-note';
import { BlockPropsError, propsProblems } from './validate-props';
import { WayForward } from './way-forward';

interface FrameProps {
  def: RegisteredBlock;
  block: LayoutBlock;
}

/**
 * Validates a block's props (unless the build checked them: RenderEnv.propsChecked), fills
 * placeholders and, when the block names a data source, waits for it: a skeleton of the block's
 * reserved height until it has data, the catalogue message with "Try again" (a new read of that
 * source) and the support phone on error.
 */
export function BlockFrame({ def, block }: FrameProps) {
  const env = useRenderEnv();
  const raw = block.props ?? {};
  const source = env.validators;
  // Props the build did not check: the validators, waited for if they are still on their way.
  const validators = useLoaded(
    env.propsChecked(raw) ? null : typeof source === 'function' ? source() : source,
  );
  if (validators) {
    const problems = propsProblems(validators, def.type, raw);
    if (problems.length > 0) throw new BlockPropsError(block.id, problems);
  }
  const props = fillPlaceholders(raw, env.placeholders);
  if (!block.data) return def.render(props, undefined);

  const { name, arg } = parseDataSource(block.data);
  const hook = Object.hasOwn(env.dataSources, name) ? env.dataSources[name] : undefined;
  if (!hook) throw new Error(`Unknown data source "${block.data}".`);
  return (
    <BoundBlock key={block.data} def={def} block={block} props={props} useData={hook} arg={arg} />
  );
}

interface BoundProps {
  def: RegisteredBlock;
  block: LayoutBlock;
  props: unknown;
  useData: DataHook;
  arg?: string;
}

/** Calls one data hook; keyed by source name so the hook called by an instance never changes. */
function BoundBlock({ def, block, props, useData, arg }: BoundProps) {
  const env = useRenderEnv();
  const state = useData(arg);
  const reserve = reserveClass(def.reserve);
  if (state.error !== undefined && state.error !== null) {
    const { mutate } = state;
    return (
      <div className={`fp-block-error ${reserve}`}>
        <WayForward
          message={env.messageFor(state.error)}
          onRetry={mutate ? () => mutate() : undefined}
          focusAfterRetry={(button) => button.closest<HTMLElement>('.fp-block')}
        />
        {env.explainFailure ? (
          <BlockFailureNote failure={env.explainFailure(block, state.error)} />
        ) : null}
      </div>
    );
  }
  // Data in hand renders even while the source revalidates (SWR says isLoading on the first mount
  // of a key the screen's content preload already filled); only no data at all gets the skeleton,
  // hidden from screen readers, which hear a polite busy status instead.
  if (state.data === undefined) {
    return (
      <div className="fp-block-loading" aria-busy="true">
        <span role="status" className="fp-visually-hidden">
          {env.labels.loading}
        </span>
        <div className={`fp-skeleton ${reserve}`} aria-hidden="true" />
      </div>
    );
  }
  // Bound content may carry placeholders too (`{banner}` in an FAQ answer).
  return def.render(props, fillPlaceholders(state.data, env.placeholders));
}
