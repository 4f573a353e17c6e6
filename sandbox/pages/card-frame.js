// The sandbox card frame: tokenises the card, then tells the parent window (and only its origin).
(function () {
  var form = document.getElementById('card-form');
  var status = document.getElementById('card-status');
  var params = new URLSearchParams(location.search);
  var parentOrigin =
    params.get('parentOrigin') ||
    (document.referrer ? new URL(document.referrer).origin : location.origin);
  function cookie(name) {
    var match = document.cookie.split('; ').find(function (c) {
      return c.indexOf(name + '=') === 0;
    });
    return match ? decodeURIComponent(match.slice(name.length + 1)) : '';
  }
  function tell(message) {
    if (window.parent !== window) window.parent.postMessage(message, parentOrigin);
  }
  // One submit at a time: a double click while the card service answers is one save.
  var sending = false;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (sending) return;
    sending = true;
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
          status.textContent = 'Card saved.';
          tell({
            type: 'freshpass-card',
            token: result.body.token,
            brand: result.body.brand,
            last4: result.body.last4,
          });
        } else {
          status.textContent = 'Card refused (' + result.body.code + ').';
          tell({ type: 'freshpass-card', code: result.body.code || '0000' });
        }
      })
      .catch(function () {
        status.textContent = 'The card service is unreachable.';
        tell({ type: 'freshpass-card', code: 'NETWORK' });
      })
      .then(function () {
        sending = false;
      });
  });
})();
