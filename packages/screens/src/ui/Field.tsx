import type { ReactNode } from 'react';

export interface FieldProps {
  /** The control's id: the label points at it, and the error's id is `${id}-error`. */
  id: string;
  label: ReactNode;
  /** Shown under the control when set; the control names it in `aria-describedby`. */
  error?: string | false;
  children: ReactNode;
}

/** A labelled form control with its error line. */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div className="lv-field">
      <label className="lv-label" htmlFor={id}>{label}</label>
      {children}
      {error && <p id={`${id}-error`} className="lv-field-error">{error}</p>}
    </div>
  );
}
