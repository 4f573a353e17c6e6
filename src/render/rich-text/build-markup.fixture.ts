/** A fragment and the markup the prerender writes for it (build-markup and record tests). */
export const SOURCE =
  '<p>Call 1-877-723-3929 or read the <a href="/freshpass/manage/freshpass-faq">FAQ</a>. ' +
  '<a href="https://www.example.com/help">Help</a> ' +
  '<a href="/freshpass/manage/govassist" target="_blank">SNAP</a></p>';

export const MARKUP =
  '<p>Call <a href="tel:+18777233929">1-877-723-3929</a> or read the ' +
  '<a href="/freshpass/manage/freshpass-faq" data-discover="true">FAQ</a>. ' +
  '<a href="https://www.example.com/help">Help</a> ' +
  '<a href="/freshpass/manage/govassist" target="_blank" rel="noopener noreferrer">SNAP</a></p>';
