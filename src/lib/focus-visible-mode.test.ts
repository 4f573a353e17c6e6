import { FOCUS_VISIBLE_CLASS, watchFocusVisibleMode } from './focus-visible-mode';

const key = (name: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key: name }));
const click = () => document.dispatchEvent(new MouseEvent('mousedown'));
const ringsOn = () => document.body.classList.contains(FOCUS_VISIBLE_CLASS);

describe('visible focus mode', () => {
  it('turns on at a Tab, off at a click, and is left alone once stopped', () => {
    const stop = watchFocusVisibleMode(document);
    key('a');
    expect(ringsOn()).toBe(false);
    key('Tab');
    expect(ringsOn()).toBe(true);
    click();
    expect(ringsOn()).toBe(false);
    stop();
    key('Tab');
    expect(ringsOn()).toBe(false);
  });

  it('reads the same when two watch at once (the first module and the shell)', () => {
    const stops = [watchFocusVisibleMode(document), watchFocusVisibleMode(document)];
    key('Tab');
    expect(document.body.className).toBe(FOCUS_VISIBLE_CLASS);
    click();
    expect(document.body.className).toBe('');
    for (const stop of stops) stop();
  });
});
