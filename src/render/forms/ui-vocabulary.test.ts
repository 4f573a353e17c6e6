import { formWidgets } from './schema-form';
import { WIDGET_NAMES } from './ui-vocabulary';

describe('ui-vocabulary', () => {
  it('offers exactly the widgets schema-form registers, so the validator and the forms agree', () => {
    expect(Object.keys(formWidgets).sort()).toEqual(
      [...new Set(Object.values(WIDGET_NAMES))].sort(),
    );
  });
});
