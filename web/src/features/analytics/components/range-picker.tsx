// The date range: presets (7/30/90/365 days) and a custom from/to with a message per field. A free plan
// sees the last 30 days only, and the way to a plan that has more.
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { focusResult } from '../../../lib/focus';
import { UpgradeButton } from '../../plans';
import {
  customRangeErrors,
  FREE_PLAN_DAYS,
  RANGE_PRESETS,
  type DateRange,
  type RangeErrors,
} from '../model/range';
import { sameChoice, type RangeChoice } from '../model/figures-view';

interface RangePickerProps {
  choice: RangeChoice;
  onChange: (choice: RangeChoice) => void;
  /** A free plan: no choice, the last 30 days. */
  locked: boolean;
}

export function RangePicker({ choice, onChange, locked }: RangePickerProps) {
  const [draft, setDraft] = useState<DateRange>('custom' in choice ? choice.custom : { from: '', to: '' });
  const [errors, setErrors] = useState<RangeErrors>({});
  // The choice comes from the URL: when the back button (or a link) changes it, the fields follow.
  const [shown, setShown] = useState(choice);
  if (!sameChoice(shown, choice)) {
    setShown(choice);
    if ('custom' in choice) setDraft(choice.custom);
    setErrors({});
  }

  if (locked) {
    return (
      <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 mb-0" role="note">
        <span>
          The free plan shows the last {FREE_PLAN_DAYS} days. Basic and above choose any range up to a year.
        </span>
        <UpgradeButton plan="Basic" variant="outline-primary">
          Upgrade to Basic
        </UpgradeButton>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeErrors(draft);
    setErrors(found);
    // Focus goes to the first field in error, whose message says what to change.
    const firstInError = (['from', 'to'] as const).find((field) => found[field] !== undefined);
    if (firstInError) focusResult(document.getElementById(`analytics-${firstInError}`));
    else onChange({ custom: draft });
  };

  return (
    <div className="d-flex flex-wrap align-items-start gap-3">
      <div role="group" aria-label="Date range presets" className="btn-group">
        {RANGE_PRESETS.map((days) => {
          const active = 'preset' in choice && choice.preset === days;
          return (
            <Button
              key={days}
              variant={active ? 'primary' : 'outline-primary'}
              aria-pressed={active}
              onClick={() => onChange({ preset: days })}
            >
              {days} days
            </Button>
          );
        })}
      </div>
      <Form
        noValidate
        onSubmit={submit}
        className="d-flex flex-wrap align-items-start gap-2"
        aria-label="Custom range"
      >
        <Form.Group controlId="analytics-from">
          <Form.Label className="small mb-1">From</Form.Label>
          <Form.Control
            type="date"
            value={draft.from}
            isInvalid={errors.from !== undefined}
            aria-invalid={errors.from !== undefined ? true : undefined}
            aria-describedby={errors.from !== undefined ? 'analytics-from-error' : undefined}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          <Form.Control.Feedback type="invalid" id="analytics-from-error">
            {errors.from}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId="analytics-to">
          <Form.Label className="small mb-1">To</Form.Label>
          <Form.Control
            type="date"
            value={draft.to}
            isInvalid={errors.to !== undefined}
            aria-invalid={errors.to !== undefined ? true : undefined}
            aria-describedby={errors.to !== undefined ? 'analytics-to-error' : undefined}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
          <Form.Control.Feedback type="invalid" id="analytics-to-error">
            {errors.to}
          </Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" className="mt-4" variant={'custom' in choice ? 'primary' : 'outline-primary'}>
          Show range
        </Button>
      </Form>
    </div>
  );
}
