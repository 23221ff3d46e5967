// Submits oidc-provider's sign-out form as soon as the page loads, so RP-initiated logout goes straight
// back to the app's post_logout_redirect_uri. Served as an external file: the page's CSP allows no inline script.
'use strict';
(function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var button = document.getElementById('logout-continue');
  if (button && typeof form.requestSubmit === 'function') {
    form.requestSubmit(button);
    return;
  }
  var input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'logout';
  input.value = 'yes';
  form.appendChild(input);
  form.submit();
})();
