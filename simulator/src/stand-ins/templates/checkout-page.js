/* global window, document */
(function () {
  'use strict';
  var data = document.body.dataset;
  if (!data.origin || window.parent === window) return;
  function send(message) {
    message.sessionId = data.session;
    window.parent.postMessage(message, data.origin);
  }
  send({ type: 'sponsorspot-checkout:resize', height: document.documentElement.scrollHeight });
  if (data.complete === 'true') send({ type: 'sponsorspot-checkout:complete', returnUrl: data.returnUrl });
})();
