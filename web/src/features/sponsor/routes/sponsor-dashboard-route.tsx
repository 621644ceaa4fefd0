import { Page } from '../../../components/page';
import { LinkCards } from '../../../components/link-cards';
import { paths } from '../../../config/paths';

export function Component() {
  return (
    <Page
      title="Sponsor dashboard"
      lead="Your sponsor profile, your reservations and how your decals perform."
    >
      <p>
        Each reservation shows its spot, the decal and link you placed, whether it passed the content check,
        and its views and clicks.
      </p>
      <LinkCards
        label="Related pages"
        links={[
          {
            to: paths.sponsorSpots.href(),
            title: 'Your sponsored spots',
            description: 'Reservations you hold, and ones waiting for payment or a check.',
          },
          {
            to: paths.marketplace.href(),
            title: 'Find more spots',
            description: 'Search the marketplace for open spots.',
          },
          {
            to: paths.account.href('subscription'),
            title: 'Plan and capacity',
            description: 'See how many reservations your plan allows.',
          },
        ]}
      />
    </Page>
  );
}
