/**
 * Issue 22 §1 and issue 28 (text spacing): the card frame's button says what it does, from the
 * content and the flow's chosen plan, and the frame is as tall as its content reports.
 */
import { act, configure, screen } from '@testing-library/react';
import type { ScreenLayout } from '../../block-definition';
import { FlowValuesProvider } from '../../flow-values';
import { Screen } from '../../layout/layout-renderer';
import { renderWithEnv, testEnv } from '../../testing/test-env';
import { submitLabelFor } from './submit-label';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20000 });

const planNames = { monthly: 'Monthly plan', annual: 'Annual plan' };
const layout = (submitLabel?: string): ScreenLayout => ({
  id: 'l',
  blocks: [
    {
      type: 'cardFrame',
      id: 'card',
      props: { title: 'Card details', action: 'subscribe', submitLabel, planNames },
    },
  ],
});

async function frameFor(submitLabel: string | undefined, values = {}) {
  renderWithEnv(
    <FlowValuesProvider values={values}>
      <Screen layout={layout(submitLabel)} />
    </FlowValuesProvider>,
    testEnv({ actions: { subscribe: vi.fn() } }),
  );
  const frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
  await act(async () => undefined);
  return frame;
}

describe('card frame look', () => {
  it('names the plan and the price to be charged on its button', async () => {
    const frame = await frameFor('Join the {plan} for {price}', {
      plan: { planType: 'monthly', fee: 9.99 },
    });
    const src = new URL(frame.getAttribute('src') ?? '', 'http://x');
    expect(src.searchParams.get('label')).toBe('Join the Monthly plan for $9.99');
    expect(src.searchParams.get('parentOrigin')).toBe(window.location.origin);
  });

  it('leaves the label to the frame ("Save card") when it cannot name the plan or price', () => {
    expect(submitLabelFor('Join the {plan} for {price}', { plan: { planType: 'monthly' } })).toBe(
      undefined,
    );
    expect(submitLabelFor('Start free trial', {})).toBe('Start free trial');
    expect(submitLabelFor(undefined, {})).toBe(undefined);
  });

  it('takes the height the frame reports for its content, from the frame only', async () => {
    const frame = await frameFor('Save card');
    const size = (height: number, source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: 'freshpass-card-size', height },
            origin: window.location.origin,
            source,
          }),
        );
      });
    size(412, frame.contentWindow);
    expect(frame).toHaveAttribute('height', '412');
    size(9999, frame.contentWindow);
    size(50, window);
    expect(frame).toHaveAttribute('height', '412');
  });
});
