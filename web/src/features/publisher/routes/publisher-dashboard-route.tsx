import { Page } from '../../../components/page';
import { LinkCards } from '../../../components/link-cards';
import { paths } from '../../../config/paths';

export function Component() {
  return (
    <Page title="Publisher dashboard" lead="Your publisher profile, your listings and what they earn.">
      <p>
        Each listing shows whether it is available, reserved or live, and how many views and clicks its decal
        collected. Your plan sets how many spots you may list.
      </p>
      <LinkCards
        label="Related pages"
        links={[
          {
            to: paths.publisherSpots.href(),
            title: 'Your spots',
            description: 'Create, edit, publish and disable your spots.',
          },
          {
            to: paths.earn.href('connect'),
            title: 'Payouts',
            description: 'Connect or check the account your earnings go to.',
          },
          {
            to: paths.account.href('subscription'),
            title: 'Plan and capacity',
            description: 'See how many listings your plan allows and add more.',
          },
        ]}
      />
    </Page>
  );
}
