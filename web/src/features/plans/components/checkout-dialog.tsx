// Checkout for one plan or add-on variant: opens a session on the account service, then Stripe's embedded
// checkout (@stripe/react-stripe-js) pays it inside the dialog. On completion the token is refreshed at
// once, so the plan badge and every gated feature change without waiting for the 30-minute refresh, and
// focus goes to the words that say the payment is complete (closing gives it back to the opener). A plan or
// add-on states its charge above the card form, as the simulator's preview works it out (PlanCharge).
import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import type { Product } from '@sponsorspot/contract/sponsor';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { LoadingLine } from '../../../components/loading-line';
import { getConfig } from '../../../config/load-config';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/errors';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { refreshSession } from '../../auth';
import type { FlightRequest } from '@sponsorspot/contract/flight-rules';
import { useCreateCheckout } from '../api/checkout';
import { loadStripeFor } from '../api/load-stripe';
import { PlanCharge } from './plan-charge';

type ProductVariant = Product['variants'][number];

export interface CheckoutChoice {
  product: Product;
  variant: ProductVariant;
  /** The dialog's title; "Pro (Monthly)" (the product and the variant) unless given. */
  title?: string;
  /** A spot's reservation the payment is for (opening the checkout holds the spot). */
  spotContentId?: number;
  /** The flight of that reservation (contract/flight-rules.ts): the hold keeps these days free. */
  flight?: FlightRequest;
  /** The app path the checkout returns to; the subscription screen by default. */
  returnPath?: string;
  /**
   * A downgrade paid through a $0 checkout (a backend without account/subscription/downgrade): nothing is
   * charged and the plan starts at the period's end, so the completion says that, not "Payment complete".
   */
  atPeriodEnd?: boolean;
}

interface Props {
  choice: CheckoutChoice;
  onClose: () => void;
  /** Called once the payment completes (after the session refresh started). */
  onCompleted?: () => void;
}

export function CheckoutDialog({ choice, onClose, onCompleted }: Props) {
  const { product, variant, spotContentId, flight, returnPath } = choice;
  const startsOn = flight?.startsOn;
  const endsOn = flight?.endsOn;
  const queryClient = useQueryClient();
  const checkout = useCreateCheckout();
  const [completed, setCompleted] = useState(false);
  const [completedRef, focusCompleted] = useFocusResult<HTMLParagraphElement>();
  const { mutate } = checkout;

  useEffect(() => {
    const returnUrl = new URL(returnPath ?? paths.account.href('subscription'), window.location.origin);
    returnUrl.searchParams.set('session_id', '{CHECKOUT_SESSION_ID}');
    // The placeholder's braces must reach the server as written (Stripe's own placeholder).
    mutate({
      product: product.identifier,
      variant: variant.identifier,
      spotContentId,
      ...(startsOn ? { startsOn } : {}),
      ...(endsOn ? { endsOn } : {}),
      returnUrl: returnUrl.href.replace('%7BCHECKOUT_SESSION_ID%7D', '{CHECKOUT_SESSION_ID}'),
    });
  }, [mutate, product.identifier, variant.identifier, spotContentId, startsOn, endsOn, returnPath]);

  const stripe = useMemo(() => {
    const config = getConfig();
    return loadStripeFor(config.stripePublishableKey, config.apiBaseUrl);
  }, []);

  const onComplete = useCallback(() => {
    setCompleted(true);
    focusCompleted();
    onCompleted?.();
    void refreshSession()
      .catch(() => undefined)
      .finally(() => queryClient.invalidateQueries({ queryKey: USER_SCOPE_KEY }));
  }, [queryClient, onCompleted, focusCompleted]);

  const clientSecret = checkout.data?.client_secret;
  const options = useMemo(() => ({ clientSecret, onComplete }), [clientSecret, onComplete]);

  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby="checkout-title">
      <Modal.Header closeButton closeLabel="Close checkout">
        <Modal.Title id="checkout-title" as="h2" className="h5">
          {choice.title ?? `${product.name} (${variant.name})`}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {/* Once paid it has said its part, and must not be asked again: the plan it priced is held now. */}
        {(product.kind === 'plan' || product.kind === 'addon') && !completed ? (
          <PlanCharge product={product} variant={variant} />
        ) : null}
        {checkout.isError ? (
          <p className="text-danger mb-0" role="alert">
            {errorMessage(checkout.error)}
          </p>
        ) : !clientSecret ? (
          <LoadingLine className="mb-0">Opening the checkout…</LoadingLine>
        ) : (
          <>
            {completed ? (
              <p ref={completedRef} className="alert alert-success" role="status">
                {choice.atPeriodEnd
                  ? `${product.name} starts at the end of your paid period. Nothing was charged.`
                  : `Payment complete: ${product.name} is yours.`}
              </p>
            ) : null}
            <EmbeddedCheckoutProvider stripe={stripe} options={options}>
              <EmbeddedCheckout />
            </EmbeddedCheckoutProvider>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant={completed ? 'primary' : 'secondary'} onClick={onClose}>
          {completed ? 'Done' : 'Cancel'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
