// The sandbox card frame: tokenises the card, then tells the parent window (and only its origin).
(function () {
  var form = document.getElementById('card-form');
  var status = document.getElementById('card-status');
  var button = form.querySelector('button');
  var params = new URLSearchParams(location.search);
  var parentOrigin =
    params.get('parentOrigin') ||
    (document.referrer ? new URL(document.referrer).origin : location.origin);
  var brandNames = { VISA: 'Visa', CARD: 'Card' };
  function cookie(name) {
    var match = document.cookie.split('; ').find(function (c) {
      return c.indexOf(name + '=') === 0;
    });
    return match ? decodeURIComponent(match.slice(name.length + 1)) : '';
  }
  function tell(message) {
    if (window.parent !== window) window.parent.postMessage(message, parentOrigin);
  }
  // The page sizes the frame to its content (text spacing, a narrow screen, a status line), so
  // nothing in it is ever cut off below a fixed height.
  var lastHeight = 0;
  function tellHeight() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    tell({ type: 'freshpass-card-size', height: height });
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(tellHeight).observe(document.body);
  window.addEventListener('load', tellHeight);
  tellHeight();
  function setSending(on) {
    sending = on;
    if (on) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  }
  // One submit at a time: a double click while the card service answers is one save.
  var sending = false;
  var tokenised = null;
  // Once the page has saved the card, nothing of its number or code stays on screen: only which
  // card it was. Only the parent window, from its own origin, can say so.
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    if (!event.data || event.data.type !== 'freshpass-card-saved' || !tokenised) return;
    form.reset();
    status.textContent = tokenised.brand + ' ending ' + tokenised.last4 + ' saved.';
    tokenised = null;
    tellHeight();
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    status.textContent = 'Checking card…';
    fetch('/tokenservice/tokenize', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': cookie('__Host-XSRF-TOKEN') || cookie('XSRF-TOKEN'),
      },
      body: JSON.stringify({
        cardNumber: form.cardNumber.value,
        expiry: form.expiry.value,
        cvv: form.cvv.value,
      }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          return { ok: response.ok, body: body };
        });
      })
      .then(function (result) {
        if (result.ok) {
          // The page saves the card with this token; the form keeps what was typed until the page
          // says the save went through (a failed save is retried with the same entries).
          status.textContent = '';
          tokenised = {
            brand: brandNames[result.body.brand] || result.body.brand || 'Card',
            last4: result.body.last4,
          };
          tell({
            type: 'freshpass-card',
            token: result.body.token,
            brand: result.body.brand,
            last4: result.body.last4,
          });
        } else {
          // The page shows the catalogue's message for the code: one message, none in here.
          status.textContent = '';
          tell({ type: 'freshpass-card', code: result.body.code || '0000' });
        }
      })
      .catch(function () {
        status.textContent = '';
        tell({ type: 'freshpass-card', code: 'NETWORK' });
      })
      .then(function () {
        setSending(false);
        tellHeight();
      });
  });
})();
