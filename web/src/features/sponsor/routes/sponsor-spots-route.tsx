import { Page } from '../../../components/page';
import { LinkCards } from '../../../components/link-cards';
import { paths } from '../../../config/paths';

export function Component() {
  return (
    <Page
      title="Your sponsored spots"
      lead="The spots you reserved or started to reserve, with their decal, link and status."
    >
      <p>
        A reservation goes live once its decal and link pass the content check, the terms are agreed and
        payment is complete.
      </p>
      <LinkCards
        label="Related pages"
        links={[
          {
            to: paths.marketplace.href(),
            title: 'Reserve another spot',
            description: 'Open spots are marked Available in the marketplace.',
          },
          {
            to: paths.sponsor.href(),
            title: 'Sponsor dashboard',
            description: 'Views and clicks across your reservations.',
          },
        ]}
      />
    </Page>
  );
}
