import { useId, useRef, useState, type FormEvent } from 'react';
import { Field, useToast } from '../../ui';

export interface FormField {
  name: string;
  /** Translated by the calling screen (this part is shared, so it carries no messages). */
  label: string;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  multiline?: boolean;
}

export interface OfficialFormProps {
  fields: readonly FormField[];
  submitLabel: string;
  /** The spec's 'Please provide complete information!', translated. */
  incompleteMessage: string;
  /** Under each empty field ('Please fill in this field.'), translated. */
  requiredMessage: string;
  /** Called with every value filled in; the form then clears itself. */
  onComplete: (values: Record<string, string>) => void;
}

/**
 * The official site's contact forms (spec 5): every field required, no format checks, nothing
 * sent to a server. A missing value shows the form toast (1 s). Decision: a value of only spaces
 * counts as missing, as a visitor who typed nothing would expect.
 */
export function OfficialForm({ fields, submitLabel, incompleteMessage, requiredMessage, onComplete }: OfficialFormProps) {
  const id = useId();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const empty = () => Object.fromEntries(fields.map((field) => [field.name, '']));
  const [values, setValues] = useState<Record<string, string>>(empty);
  // Marked on Submit, cleared field by field as they are filled: the spec's 1 s toast alone is gone before it is read.
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());

  function submit(event: FormEvent) {
    event.preventDefault();
    const blank = fields.filter((field) => !values[field.name]?.trim()).map((field) => field.name);
    setMissing(new Set(blank));
    if (blank.length > 0) {
      toast.show(incompleteMessage, 'form');
      form.current?.querySelector<HTMLElement>(`[name="${blank[0]}"]`)?.focus();
      return;
    }
    onComplete(values);
    setValues(empty());
  }

  return (
    <form ref={form} className="of-form" noValidate onSubmit={submit}>
      {fields.map((field) => (
        <Field key={field.name} id={`${id}-${field.name}`} label={field.label} error={missing.has(field.name) && requiredMessage}>
          {(control) => {
            const props = {
              ...control,
              className: 'lv-input',
              name: field.name,
              value: values[field.name] ?? '',
              'aria-required': true,
              autoComplete: field.autoComplete ?? 'off',
              onChange: (event: { target: { value: string } }) => {
                setValues((v) => ({ ...v, [field.name]: event.target.value }));
                if (missing.has(field.name)) setMissing((m) => new Set([...m].filter((name) => name !== field.name)));
              },
            };
            return field.multiline ? <textarea rows={4} {...props} /> : <input type={field.type ?? 'text'} {...props} />;
          }}
        </Field>
      ))}
      <button type="submit" className="lv-button lv-button-primary lv-button-block">
        {submitLabel}
      </button>
    </form>
  );
}
