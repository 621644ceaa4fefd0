// /dashboard: the overview of views, clicks and click-through rate across a user's spots.
import { LinkCards } from '../../../components/link-cards';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';

export function Component() {
  return (
    <Page
      title="Dashboard"
      lead="Views, clicks and click-through rate of the spots you publish and sponsor, day by day."
    >
      <p>
        Every decal shown on a publisher’s page counts a view (once per visitor per day); every click through
        to the sponsor counts a click. Your dashboard adds them up across all your spots.
      </p>
      <LinkCards
        label="Dashboard sections"
        links={[
          {
            to: paths.publisher.href(),
            title: 'Publisher dashboard',
            description: 'How your listed spots perform and which sponsors hold them.',
          },
          {
            to: paths.sponsor.href(),
            title: 'Sponsor dashboard',
            description: 'How your decals perform on the spots you reserved.',
          },
          {
            to: paths.account.href('subscription'),
            title: 'Plans and date ranges',
            description: 'Basic and higher plans add date ranges; Pro adds CSV export.',
          },
        ]}
      />
    </Page>
  );
}
