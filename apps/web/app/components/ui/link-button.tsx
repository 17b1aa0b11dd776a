import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonVariant } from './button-styles.ts';

/** A link that looks like a button: calls to action that go somewhere rather than do something. */
export function LinkButton({ variant = 'primary', className = '', ...rest }: LinkProps & { variant?: ButtonVariant }) {
  return <Link {...rest} className={buttonClass(variant, className)} />;
}
