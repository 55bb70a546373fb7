import { render, screen } from '@testing-library/react';
import { Field, type FieldProps } from './index';

function Form(props: Omit<FieldProps, 'children' | 'label'>) {
  return (
    <Field label="Phone number" {...props}>
      {(control) => (
        <div>
          <input {...control} />
          <button type="button">Get code</button>
        </div>
      )}
    </Field>
  );
}

const phone = () => screen.getByLabelText('Phone number');

describe('Field', () => {
  it('labels the control it renders, beside other controls', () => {
    render(<Form />);
    expect(phone()).toBeInstanceOf(HTMLInputElement);
    expect(phone()).not.toHaveAttribute('aria-invalid');
    expect(phone()).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a given id (a form that finds its fields by id)', () => {
    render(<Form id="mobile" />);
    expect(phone()).toHaveAttribute('id', 'mobile');
  });

  it('describes the control with its hint', () => {
    render(<Form hint="The number your bank has." />);
    expect(phone()).toHaveAccessibleDescription('The number your bank has.');
    expect(phone()).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and ties the error to it, after the hint', () => {
    render(<Form hint="The number your bank has." error="Too short." />);
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    expect(phone()).toHaveAccessibleDescription('The number your bank has. Too short.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves the hint out of the description when the error already says it', () => {
    render(<Form hint="10 digits." error="Enter 10 digits." errorIncludesHint />);
    expect(phone()).toHaveAccessibleDescription('Enter 10 digits.');
    expect(screen.getByText('10 digits.')).toBeVisible();
  });

  it('takes false or an empty text as no error (the `problem && text` idiom)', () => {
    const { rerender } = render(<Form error={false} />);
    expect(phone()).not.toHaveAttribute('aria-invalid');
    rerender(<Form error="" />);
    expect(phone()).not.toHaveAttribute('aria-invalid');
    expect(phone()).not.toHaveAttribute('aria-describedby');
  });

  it('reads out an error of its own check when asked (role alert)', () => {
    render(<Form error="Please enter the code." announceError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the code.');
  });

  it('clears the error wiring once the error is gone', () => {
    const { rerender } = render(<Form error="Too short." />);
    rerender(<Form />);
    expect(phone()).not.toHaveAttribute('aria-invalid');
    expect(phone()).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Too short.')).toBeNull();
  });
});
