// SNAP re-verification stand-in: fetches the session token, then re-verifies for the primary holder.
(function () {
  var button = document.getElementById('reverify');
  var status = document.getElementById('snap-status');
  if (!button) return;
  function cookie(name) {
    var match = document.cookie.split('; ').find(function (c) {
      return c.indexOf(name + '=') === 0;
    });
    return match ? decodeURIComponent(match.slice(name.length + 1)) : '';
  }
  button.addEventListener('click', function () {
    status.textContent = 'Verifying…';
    fetch('/bin/swy/unified/userinfo?_=' + Date.now(), { credentials: 'include' })
      .then(function (r) {
        return r.json();
      })
      .then(function (info) {
        return fetch(
          '/api/subscription/user/snap/reverify/' + encodeURIComponent(info.customerId),
          {
            method: 'POST',
            headers: {
              authorization: 'Bearer ' + info.SWY_SHOP_TOKEN,
              'x-xsrf-token': cookie('XSRF-TOKEN'),
            },
          },
        );
      })
      .then(function (r) {
        status.textContent = r.ok
          ? button.getAttribute('data-done')
          : button.getAttribute('data-failed');
      })
      .catch(function () {
        status.textContent = button.getAttribute('data-failed');
      });
  });
})();
