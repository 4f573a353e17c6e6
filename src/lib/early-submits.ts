/**
 * A form in the server's HTML is on screen before the app that handles it has hydrated. On a slow
 * phone (or a loaded machine) a shopper can type a zip and press "Check my ZIP code" in that
 * moment: the browser then submits the form itself, reloading the page with the field's internal
 * name in the address, and what they typed is lost (issue 27). The page's first module
 * (src/early-start.ts) holds such a press instead; once the form's React handlers are live it
 * marks the form live, tells React what was typed, and submits the held press again, as the
 * shopper meant it.
 */

/** The form's mark, once its own submit handler is in place. */
const LIVE_ATTRIBUTE = 'data-fp-live';

/** At most one held press per form: a second press before hydration is the same intent. */
const held = new WeakMap<HTMLFormElement, HTMLElement | null>();

function isLive(form: HTMLFormElement): boolean {
  return form.hasAttribute(LIVE_ATTRIBUTE);
}

/** Holds every submit of a form that is not live yet (called once, by the page's first module). */
export function holdEarlySubmits(doc: Document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || isLive(form)) return;
      event.preventDefault();
      held.set(form, event.submitter);
      // Said to assistive technology too: the press was taken and is being worked on.
      form.setAttribute('aria-busy', 'true');
    },
    // Capture: before anything else sees the submit, so the browser never navigates.
    { capture: true },
  );
}

/**
 * Marks a form live (its React submit handler is in place) and submits a press held for it,
 * with the same button. Called by the form's component once it has mounted or hydrated.
 */
export function goLive(form: HTMLFormElement): void {
  form.setAttribute(LIVE_ATTRIBUTE, '');
  // What was typed before hydrating, with or without a press: a press after this point goes to
  // React's handler, which submits what React knows.
  announceTyped(form);
  if (!held.has(form)) return;
  const submitter = held.get(form) ?? null;
  held.delete(form);
  form.removeAttribute('aria-busy');
  // After React has taken the typed values into the form's state (their events flush at once).
  setTimeout(() => {
    if (!form.isConnected) return;
    form.requestSubmit(submitter && submitter.closest('form') === form ? submitter : undefined);
  }, 0);
}

/**
 * React hydrates a field with the value its state holds and keeps what the shopper typed on
 * screen, but does not know it: the form would submit empty. Each field the shopper changed
 * before hydration is told to React as a change, as if typed now. React notices a change only
 * when the value differs from the one it last saw, so the value goes through the element's own
 * setter (which React watches) as the server's, then through the prototype's (which it does not)
 * as the typed one, before the event.
 */
function announceTyped(form: HTMLFormElement): void {
  for (const field of form.querySelectorAll('input, textarea')) {
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (field.checked === field.defaultChecked) continue;
      const checked = field.checked;
      field.checked = !checked;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(
        field,
        checked,
      );
      field.dispatchEvent(new Event('click', { bubbles: true }));
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.value === field.defaultValue) continue;
      const typed = field.value;
      field.value = field.defaultValue;
      const proto = Object.getPrototypeOf(field) as object;
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
