/** A form's own error (not a field's): the server's message when saving failed. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="bo-alert bo-alert--error" role="alert">
      <p>{message}</p>
    </div>
  );
}
