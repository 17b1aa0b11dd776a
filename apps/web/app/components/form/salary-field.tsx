import { forwardRef, useState } from 'react';
import { parseSalary } from '../../lib/salary.ts';
import { useFormats } from '../../lib/use-formats.ts';
import { TextField, type TextFieldProps } from '../ui/text-field.tsx';

/**
 * A yearly salary as typed ("120.000", "120 000"): the text, the amount it stands for (null when empty, NaN when
 * unreadable), that amount when it is a number (`readable`, else null) and `settle`, which shows a readable amount
 * with the country's group separators once typing is done.
 */
export function useSalaryText(initial: number | null | undefined) {
  const format = useFormats();
  const [text, setText] = useState(initial == null ? '' : format.number(initial));
  const amount = parseSalary(text);
  const readable = amount !== null && Number.isFinite(amount) ? amount : null;
  const settle = () => {
    if (readable !== null) setText(format.number(readable));
  };
  return { text, setText, amount, readable, settle };
}
export type SalaryText = ReturnType<typeof useSalaryText>;

type SalaryFieldProps = Omit<TextFieldProps, 'value' | 'inputMode' | 'autoComplete' | 'className'> & {
  salary: SalaryText;
};

/**
 * The text field of a yearly salary: digits on a phone's keyboard, no autofill, and the amount settled on leaving
 * the field. `onChange` and `onBlur` run after the field's own handling.
 */
export const SalaryField = forwardRef<HTMLInputElement, SalaryFieldProps>(function SalaryField(
  { salary, onChange, onBlur, ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      inputMode="numeric"
      autoComplete="off"
      className="sm:max-w-sm"
      value={salary.text}
      onChange={(event) => {
        salary.setText(event.target.value);
        onChange?.(event);
      }}
      onBlur={(event) => {
        salary.settle();
        onBlur?.(event);
      }}
      {...rest}
    />
  );
});
