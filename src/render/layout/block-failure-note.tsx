import type { BlockFailure } from '../render-env';

/** Why a block failed, for the editor preview only (RenderEnv.explainFailure). */
export function BlockFailureNote({ failure }: { failure: BlockFailure }) {
  return (
    <div className="fp-block-why">
      <p>{failure.title}</p>
      <ul>
        {failure.lines.map((line, i) => (
          <li key={`${i}-${line}`}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
