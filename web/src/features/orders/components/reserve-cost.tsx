// What reserving costs, shown above "Pay and reserve" before checkout opens: the line the checkout and the
// invoices carry, what is charged now, what renews when, and how to stop.
import type { ReserveCost as Cost } from '../model/cost';

/** The id of the words the pay button is described by. */
export const RESERVE_COST_ID = 'reserve-cost-terms';

export function ReserveCost({ cost }: { cost: Cost }) {
  return (
    <section className="border rounded-3 p-3 mb-3 bg-body-tertiary" aria-labelledby="reserve-cost-title">
      <h3 id="reserve-cost-title" className="h6 mb-1">
        What you pay
      </h3>
      <p className="mb-2" data-testid="reserve-cost-line">
        {cost.line}
      </p>
      <div id={RESERVE_COST_ID} className="small">
        <p className="mb-1 fw-semibold" data-testid="reserve-cost-now">
          {cost.now}
        </p>
        <p className="mb-1" data-testid="reserve-cost-renews">
          {cost.renews}
        </p>
        <p className="mb-0" data-testid="reserve-cost-stop">
          {cost.stop}
        </p>
      </div>
    </section>
  );
}
