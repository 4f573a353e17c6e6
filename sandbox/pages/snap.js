// SNAP verification stand-in: fetches the session token, then verifies with an EBT card (a first
// verification) or re-verifies (a known SNAP household), for the primary holder. With a way back
// (data-return, e.g. the subscribe flow with its zip and plan) a verified shopper returns there.
(function () {
  var status = document.getElementById('snap-status');
  function cookie(name) {
    var match = document.cookie.split('; ').find(function (c) {
      return c.indexOf(name + '=') === 0;
    });
    return match ? decodeURIComponent(match.slice(name.length + 1)) : '';
  }
  function post(path, body) {
    return fetch('/bin/swy/unified/userinfo?_=' + Date.now(), { credentials: 'include' })
      .then(function (r) {
        return r.json();
      })
      .then(function (info) {
        var headers = {
          authorization: 'Bearer ' + info.SWY_SHOP_TOKEN,
          'x-xsrf-token': cookie('__Host-XSRF-TOKEN') || cookie('XSRF-TOKEN'),
        };
        if (body) headers['content-type'] = 'application/json';
        return fetch(path + encodeURIComponent(info.customerId), {
          method: 'POST',
          headers: headers,
          body: body ? JSON.stringify(body) : undefined,
        });
      });
  }
  function verified(source) {
    status.textContent = source.getAttribute('data-done');
    var back = source.getAttribute('data-return');
    if (back) window.location.assign(back);
  }

  var button = document.getElementById('reverify');
  if (button) {
    button.addEventListener('click', function () {
      status.textContent = 'Verifying…';
      post('/api/subscription/user/snap/reverify/')
        .then(function (r) {
          if (r.ok) verified(button);
          else status.textContent = button.getAttribute('data-failed');
        })
        .catch(function () {
          status.textContent = button.getAttribute('data-failed');
        });
    });
  }

  var form = document.getElementById('verify');
  if (form) {
    var input = document.getElementById('ebt-card');
    var error = document.getElementById('ebt-error');
    var sending = false;
    var refuse = function (key) {
      status.textContent = '';
      error.textContent = form.getAttribute(key);
      input.setAttribute('aria-invalid', 'true');
      input.focus();
    };
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (sending) return;
      var digits = input.value.replace(/[\s-]/g, '');
      if (!/^\d{16,19}$/.test(digits)) return refuse('data-invalid');
      error.textContent = '';
      input.removeAttribute('aria-invalid');
      status.textContent = 'Verifying…';
      sending = true;
      post('/api/subscription/user/snap/verify/', { ebtCardNumber: digits })
        .then(function (r) {
          if (r.ok) return verified(form);
          return r.json().then(function (answer) {
            if (answer && answer.code === 'SNAP_NOT_VERIFIED') refuse('data-not-found');
            else if (answer && answer.code === 'INVALID_REQUEST') refuse('data-invalid');
            else refuse('data-failed');
          });
        })
        .catch(function () {
          refuse('data-failed');
        })
        .then(function () {
          sending = false;
        });
    });
  }
})();
