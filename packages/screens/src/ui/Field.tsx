import { useId, type ReactNode } from 'react';

/** What the control inside a {@link Field} spreads on itself: its id and the `aria-*` wiring. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  /** The control's id: the label points at it; the hint is `${id}-hint`, the error `${id}-error`. @defaultValue a `useId()` */
  id?: string;
  label: ReactNode;
  /** A line under the control that helps fill it in; the control names it in `aria-describedby`. */
  hint?: ReactNode;
  /** Shown under the control when set: the control is then `aria-invalid` and names it too. */
  error?: ReactNode;
  /**
   * The error's words already say what the hint says: while the error shows, the hint is left
   * out of the description so a screen reader does not read it twice. @defaultValue false
   */
  errorIncludesHint?: boolean;
  /**
   * Read the error out as it appears (`role="alert"`): for a check of the field's own. Leave it
   * off when a toast already says it. @defaultValue false
   */
  announceError?: boolean;
  /** Added to the field's box (`lv-field`). */
  className?: string;
  /** Renders the control (and anything beside it, such as a button) with the props to spread on it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint and error line: the ids and the `aria-invalid` /
 * `aria-describedby` wiring are done here once, so every form reads the same to a screen reader.
 * Moving focus to the first invalid field stays with the form: only it knows the order.
 *
 * @example
 * <Field label={t`Card number`} hint={t`16 digits`} error={problem}>
 *   {(control) => <input {...control} className="lv-input" value={value} onChange={change} />}
 * </Field>
 */
export function Field({
  id,
  label,
  hint,
  error,
  errorIncludesHint = false,
  announceError = false,
  className,
  children,
}: FieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const described = [hint && !(invalid && errorIncludesHint) ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `lv-field ${className}` : 'lv-field'}>
      <label className="lv-label" htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': invalid || undefined, 'aria-describedby': described || undefined })}
      {hint && (
        <p id={hintId} className="lv-field-hint">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} className="lv-field-error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
