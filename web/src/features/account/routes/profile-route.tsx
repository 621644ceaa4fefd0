export function Component() {
  return (
    <section aria-labelledby="account-section-title">
      <h2 id="account-section-title" className="h4">
        Profile
      </h2>
      <p>
        Your name and email, and the publisher and sponsor profiles attached to your account: the business
        names others see.
      </p>
    </section>
  );
}
