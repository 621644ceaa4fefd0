import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and announced with it when set. */
  error?: string | null;
  hint?: ReactNode;
  /** A <textarea> instead of an <input>. */
  multiline?: boolean;
  /** The <input>, e.g. to move focus to it when the server refuses its value (hooks/use-focus-result.ts). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled form field with its hint and its validation message (Bootstrap's is-invalid styling). */
export function TextField({ id, label, value, onChange, error, hint, multiline, ...input }: TextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const common = {
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={4}
          maxLength={input.maxLength}
          required={input.required}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input {...input} {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      ) : null}
    </div>
  );
}
