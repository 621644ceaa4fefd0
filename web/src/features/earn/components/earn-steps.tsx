import { Link } from 'react-router-dom';
import { paths, type EarnStep } from '../../../config/paths';
import { EARN_STEPS } from '../model/earn-progress';

/**
 * The flow's step indicator: an ordered list of the four steps, the one on screen marked
 * aria-current="step" and the ones behind the user marked done.
 */
export function EarnSteps({ current, done }: { current: EarnStep | null; done: Record<EarnStep, boolean> }) {
  return (
    <nav aria-label="Earn steps" className="mb-4">
      <ol className="nav nav-pills gap-2 flex-wrap list-unstyled mb-0">
        {EARN_STEPS.map(({ step, label }, index) => {
          const isCurrent = step === current;
          const tone = isCurrent ? 'active' : done[step] ? 'border-success text-success-emphasis' : '';
          return (
            <li className="nav-item" key={step}>
              <Link
                className={`nav-link border ${tone}`}
                to={paths.earn.href(step)}
                aria-current={isCurrent ? 'step' : undefined}
              >
                <span aria-hidden="true">{done[step] ? '✓' : `${index + 1}.`}</span> {label}
                {done[step] ? <span className="visually-hidden"> (done)</span> : null}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
