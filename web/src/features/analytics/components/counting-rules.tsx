// The counting rules beside the figures (docs/publishers.md "The embed and how it counts": the rules are
// shown beside every figure).
import { COUNTING_RULES } from '@sponsorspot/contract/counting';

export function CountingRules({ id }: { id: string }) {
  return (
    <aside aria-labelledby={`${id}-title`} className="small text-body-secondary">
      <h2 id={`${id}-title`} className="h6 text-body">
        How views and clicks are counted
      </h2>
      <ul className="mb-0 ps-3">
        {COUNTING_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </aside>
  );
}
