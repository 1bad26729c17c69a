/** The end of a console form: why the last save failed, then its button ("Saving…" meanwhile). */
export function FormSave({
  error,
  pending,
  label,
}: {
  error: string | null;
  pending: boolean;
  label: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Saving…' : label}
      </button>
    </>
  );
}
