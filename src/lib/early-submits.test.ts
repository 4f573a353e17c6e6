import { goLive, holdEarlySubmits } from './early-submits';

// One listener for the whole file, as the page's first module adds it once.
holdEarlySubmits(document);

function form(): { form: HTMLFormElement; button: HTMLButtonElement } {
  document.body.innerHTML =
    '<form><input name="zip" value=""><button type="submit">Check</button></form>';
  return {
    form: document.querySelector('form') as HTMLFormElement,
    button: document.querySelector('button') as HTMLButtonElement,
  };
}

const submit = (target: HTMLFormElement, submitter: HTMLElement) =>
  target.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }));

describe('early submits', () => {
  it('holds a press before the form is live, and sends it with its button once live', async () => {
    const { form: f, button } = form();
    expect(submit(f, button), 'the browser does not submit it itself').toBe(false);
    expect(f.getAttribute('aria-busy')).toBe('true');
    const sent = vi.spyOn(f, 'requestSubmit').mockImplementation(() => {});
    goLive(f);
    expect(f.hasAttribute('aria-busy')).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toHaveBeenCalledWith(button);
  });

  it('leaves a live form to its own handler and sends nothing extra', async () => {
    const { form: f, button } = form();
    const sent = vi.spyOn(f, 'requestSubmit').mockImplementation(() => {});
    goLive(f);
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    f.addEventListener('submit', (e) => e.preventDefault());
    f.dispatchEvent(event);
    await new Promise((r) => setTimeout(r, 0));
    expect(f.hasAttribute('aria-busy')).toBe(false);
    expect(sent).not.toHaveBeenCalled();
  });

  it('tells the form what was typed before it went live', async () => {
    const { form: f, button } = form();
    const input = f.querySelector('input') as HTMLInputElement;
    input.value = '94110';
    const seen: string[] = [];
    f.addEventListener('input', (e) => seen.push((e.target as HTMLInputElement).value));
    submit(f, button);
    vi.spyOn(f, 'requestSubmit').mockImplementation(() => {});
    goLive(f);
    expect(seen).toEqual(['94110']);
    expect(input.value).toBe('94110');
  });

  it('tells the form what was typed before it went live, when the press comes after', () => {
    const { form: f } = form();
    const input = f.querySelector('input') as HTMLInputElement;
    input.value = '86040';
    const seen: string[] = [];
    f.addEventListener('input', (e) => seen.push((e.target as HTMLInputElement).value));
    const sent = vi.spyOn(f, 'requestSubmit').mockImplementation(() => {});
    goLive(f);
    expect(seen).toEqual(['86040']);
    expect(sent).not.toHaveBeenCalled();
  });

  it('tells the form nothing when nothing was typed', () => {
    const { form: f } = form();
    const seen: string[] = [];
    f.addEventListener('input', (e) => seen.push((e.target as HTMLInputElement).value));
    goLive(f);
    expect(seen).toEqual([]);
  });
});
