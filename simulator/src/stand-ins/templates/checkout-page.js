/* global window, document */
// The checkout page's one script. It formats the card fields as they are typed, as Stripe's checkout does
// ("4242 4242 4242 4242", "12 / 30" from "1230", a CVC of digits), keeping the caret after the same digit;
// framed by the app, it tells the embedding page its height and the payment's completion. Written by hand:
// the page is a simulator template with one inline script allowed by its hash, outside the app's build, and
// three digit masks are smaller than any mask library.
(function () {
  'use strict';

  function digitsOf(value, max) {
    return value.replace(/\D/g, '').slice(0, max);
  }

  var FORMATS = {
    cardNumber: function (value) {
      return digitsOf(value, 16).replace(/(\d{4})(?=\d)/g, '$1 ');
    },
    // A first digit above 1 can only be a month's last: "4" → "04 / ". Deleting leaves out the separator,
    // so backspace can go past it.
    expiry: function (value, deleting) {
      var digits = digitsOf(value, 4);
      if (digits.length === 1 && digits > '1') digits = '0' + digits;
      if (digits.length < 2 || (digits.length === 2 && deleting)) return digits;
      return digits.slice(0, 2) + ' / ' + digits.slice(2);
    },
    cvc: function (value) {
      return digitsOf(value, 4);
    },
  };

  function format(event) {
    var field = event.target;
    var formatOf = FORMATS[field.id];
    if (!formatOf) return;
    var deleting = typeof event.inputType === 'string' && event.inputType.indexOf('delete') === 0;
    var caretDigits = digitsOf(field.value.slice(0, field.selectionStart || 0), 16).length;
    var formatted = formatOf(field.value, deleting);
    if (formatted === field.value) return;
    var atEnd = field.selectionStart === field.value.length;
    field.value = formatted;
    var caret = formatted.length;
    if (!atEnd) {
      // After the same number of digits as before the change.
      for (caret = 0; caretDigits > 0 && caret < formatted.length; caret++) {
        if (/\d/.test(formatted[caret])) caretDigits--;
      }
    }
    field.setSelectionRange(caret, caret);
  }
  document.addEventListener('input', format);

  var data = document.body.dataset;
  if (!data.origin || window.parent === window) return;
  function send(message) {
    message.sessionId = data.session;
    window.parent.postMessage(message, data.origin);
  }
  send({ type: 'sponsorspot-checkout:resize', height: document.documentElement.scrollHeight });
  if (data.complete === 'true') send({ type: 'sponsorspot-checkout:complete', returnUrl: data.returnUrl });
})();
