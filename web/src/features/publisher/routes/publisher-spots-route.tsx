import { Page } from '../../../components/page';
import { LinkCards } from '../../../components/link-cards';
import { paths } from '../../../config/paths';

export function Component() {
  return (
    <Page
      title="Your spots"
      lead="Every spot you list, in every state: created, draft, published or disabled."
    >
      <p>
        Publish a spot to show it in the marketplace; disable it to take it out. A spot holding an active
        reservation stays until the reservation ends.
      </p>
      <LinkCards
        label="Related pages"
        links={[
          {
            to: paths.marketplace.href(),
            title: 'See the marketplace',
            description: 'How sponsors see published spots.',
          },
          {
            to: paths.publisher.href(),
            title: 'Publisher dashboard',
            description: 'Views, clicks and earnings across your spots.',
          },
        ]}
      />
    </Page>
  );
}
