// /earn/start: what earning with SponsorSpot means, and the way to the first step still ahead.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useEarnFacts } from '../hooks/use-earn-facts';
import { EARN_STEPS, nextStep } from '../model/earn-progress';

export function Component() {
  const { facts } = useEarnFacts();
  const next = nextStep(facts);
  const label = EARN_STEPS.find(({ step }) => step === next)?.label ?? '';
  return (
    <section aria-labelledby="earn-step-title">
      <h2 id="earn-step-title" className="h4">
        How earning works
      </h2>
      <ol className="mb-3">
        <li>
          <strong>List a spot</strong> for each place on your pages where a sponsor may appear, such as a
          sidebar or a banner: its size, its monthly price and a page that shows it.
        </li>
        <li>
          <strong>Sponsors reserve</strong> open spots from the marketplace and place a decal there: an image
          and a link, checked before it shows.
        </li>
        <li>
          <strong>You are paid</strong> for every month a spot is reserved, into the payout account you
          connect. One snippet of plain HTML shows the decal on your page and counts views and clicks.
        </li>
      </ol>
      <p className="text-body-secondary">
        You need a SponsorSpot account, a payout account (we use a card payment provider; it asks for your
        business name, country and bank account) and a page to put the spot on.
      </p>
      <Link className="btn btn-primary" to={paths.earn.href(next)}>
        Next: {label.toLowerCase()}
      </Link>
    </section>
  );
}
