/** The one error line under a form; role="alert" so screen readers announce it. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="light-error">
      {message}
    </p>
  );
}
