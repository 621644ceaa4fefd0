/* global window, document */
// Stripe.js stand-in served by the SponsorSpot simulator (GET /stripe/v3.js). It sets window.Stripe to what
// @stripe/stripe-js's loadStripe resolves and @stripe/react-stripe-js's EmbeddedCheckoutProvider /
// EmbeddedCheckout drive: createEmbeddedCheckoutPage(options) → { mount, unmount, destroy }, which mounts the
// simulator's checkout page in an iframe. Only the embedded checkout is implemented.
(function () {
  'use strict';
  if (window.Stripe) return;
  var script = document.currentScript;
  var simulator = new URL(script && script.src ? script.src : '/', window.location.href).origin;

  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  function sessionIdOf(clientSecret) {
    var at = typeof clientSecret === 'string' ? clientSecret.indexOf('_secret_') : -1;
    if (at <= 0)
      throw integrationError('Invalid client secret: expected the client_secret of a Checkout Session.');
    return clientSecret.slice(0, at);
  }

  function embeddedCheckout(options, clientSecret) {
    var sessionId = sessionIdOf(clientSecret);
    var iframe = null;
    var listener = null;
    var destroyed = false;

    function onMessage(event) {
      if (!iframe || event.origin !== simulator || event.source !== iframe.contentWindow) return;
      var data = event.data;
      if (!data || typeof data !== 'object' || data.sessionId !== sessionId) return;
      if (data.type === 'sponsorspot-checkout:resize') {
        var height = Math.max(200, Math.min(4000, Number(data.height) || 0));
        iframe.style.height = height + 'px';
      } else if (data.type === 'sponsorspot-checkout:complete') {
        if (typeof options.onComplete === 'function') options.onComplete();
        else if (typeof data.returnUrl === 'string' && /^https?:/.test(data.returnUrl)) {
          window.location.assign(data.returnUrl);
        }
      }
    }

    return {
      mount: function (target) {
        if (destroyed) throw integrationError('This Embedded Checkout instance has been destroyed.');
        if (iframe) throw integrationError('Embedded Checkout is already mounted.');
        var element = typeof target === 'string' ? document.querySelector(target) : target;
        if (!element) throw integrationError('Embedded Checkout: the mount target was not found.');
        iframe = document.createElement('iframe');
        iframe.title = 'Secure checkout';
        iframe.name = 'embedded-checkout';
        iframe.setAttribute('allow', 'payment');
        iframe.style.cssText = 'display:block;width:100%;height:640px;border:0;';
        iframe.src =
          simulator +
          '/stripe/checkout/' +
          encodeURIComponent(sessionId) +
          '?client_secret=' +
          encodeURIComponent(clientSecret) +
          '&origin=' +
          encodeURIComponent(window.location.origin);
        listener = onMessage;
        window.addEventListener('message', listener);
        element.appendChild(iframe);
      },
      unmount: function () {
        if (listener) window.removeEventListener('message', listener);
        listener = null;
        if (iframe && iframe.parentNode) iframe.parentNode.removeChild(iframe);
        iframe = null;
      },
      destroy: function () {
        this.unmount();
        destroyed = true;
      },
    };
  }

  function notImplemented(name) {
    return function () {
      return Promise.reject(
        integrationError(
          "The simulator's Stripe.js implements the embedded checkout only, not " + name + '.',
        ),
      );
    };
  }

  function Stripe(key, options) {
    if (!(this instanceof Stripe)) return new Stripe(key, options);
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) {
      throw integrationError('Invalid API Key provided: ' + String(key));
    }
    this._apiKey = key;
  }
  Stripe.version = 'endive';
  Stripe.prototype.createEmbeddedCheckoutPage = function (options) {
    if (!options || (options.clientSecret === undefined && typeof options.fetchClientSecret !== 'function')) {
      return Promise.reject(
        integrationError('createEmbeddedCheckoutPage: pass clientSecret or fetchClientSecret.'),
      );
    }
    var secret =
      options.clientSecret !== undefined
        ? Promise.resolve(options.clientSecret)
        : Promise.resolve().then(options.fetchClientSecret);
    return secret.then(function (clientSecret) {
      return embeddedCheckout(options, clientSecret);
    });
  };
  Stripe.prototype.initEmbeddedCheckout = Stripe.prototype.createEmbeddedCheckoutPage;
  Stripe.prototype.elements = function () {
    throw integrationError("The simulator's Stripe.js implements the embedded checkout only, not Elements.");
  };
  Stripe.prototype.createToken = notImplemented('createToken');
  Stripe.prototype.createPaymentMethod = notImplemented('createPaymentMethod');
  Stripe.prototype.confirmCardPayment = notImplemented('confirmCardPayment');
  Stripe.prototype._registerWrapper = function () {};
  Stripe.prototype.registerAppInfo = function () {};
  window.Stripe = Stripe;
})();
