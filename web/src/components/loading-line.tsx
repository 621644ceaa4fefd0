import type { ReactNode } from 'react';

interface LoadingLineProps {
  /** What is loading, as the user would say it: "Loading your spots…". */
  children: ReactNode;
  /** More classes, such as "small mb-0" inside a card. */
  className?: string;
}

/**
 * A part of a screen whose data is on its way: one muted line, a polite live region, and busy, so assistive
 * technology (and the end-to-end tests' wait for a settled screen) know the part is not there yet.
 */
export function LoadingLine({ children, className }: LoadingLineProps) {
  return (
    <p
      className={className ? `text-body-secondary ${className}` : 'text-body-secondary'}
      role="status"
      aria-busy="true"
    >
      {children}
    </p>
  );
}
