export function Component() {
  return (
    <section aria-labelledby="account-section-title">
      <h2 id="account-section-title" className="h4">
        Subscription
      </h2>
      <p>
        Your plan (Free, Basic, Pro or Enterprise), its listing and reservation capacity, your add-ons, and
        how you pay. Plans are billed monthly by card.
      </p>
    </section>
  );
}
