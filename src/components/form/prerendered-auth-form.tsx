import type { FormEventHandler, ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { FormFailure } from './form-end';
import { usePrerenderedForm } from './prerendered-form';

/**
 * A form of the sign-in pages that the build prerenders (login, reset request): its fields, why
 * its last submission failed (which describes the form), its button, then a link to the other page.
 */
export function PrerenderedAuthForm({
  failureId,
  failure,
  onSubmit,
  submit,
  link,
  children,
}: {
  failureId: string;
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submit: ReactNode;
  link: { to: LinkProps['to']; label: string };
  children: ReactNode;
}) {
  const prerenderedForm = usePrerenderedForm();
  return (
    <form
      {...prerenderedForm}
      className="auth-form"
      noValidate
      onSubmit={onSubmit}
      aria-describedby={failureId}
    >
      {children}
      <FormFailure id={failureId}>{failure}</FormFailure>
      {submit}
      <Link className="auth-form__link" to={link.to}>
        {link.label}
      </Link>
    </form>
  );
}
