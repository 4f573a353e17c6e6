import { choiceFrom } from './env-choice';

const CHOICES = ['off', 'on', 'retain-on-failure'] as const;

describe('choiceFrom', () => {
  it('is the fallback when unset or empty', () => {
    expect(choiceFrom('E2E_TRACE', 'off', CHOICES, {})).toBe('off');
    expect(choiceFrom('E2E_TRACE', 'off', CHOICES, { E2E_TRACE: '' })).toBe('off');
  });

  it('is the value when it is one of the choices', () => {
    expect(choiceFrom('E2E_TRACE', 'off', CHOICES, { E2E_TRACE: 'retain-on-failure' })).toBe(
      'retain-on-failure',
    );
  });

  it('stops with the valid choices for anything else', () => {
    expect(() => choiceFrom('E2E_TRACE', 'off', CHOICES, { E2E_TRACE: 'yes' })).toThrow(
      'E2E_TRACE must be one of off, on, retain-on-failure (it is "yes")',
    );
  });
});
