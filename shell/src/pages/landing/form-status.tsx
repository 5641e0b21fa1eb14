/** The red alert for auth errors and the inline success line. */
export function FormStatus({ error, notice }: { error: string | null; notice: string | null }) {
  if (error) {
    return (
      <div
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-red-800 text-sm"
      >
        {error}
      </div>
    );
  }
  if (notice) {
    return (
      <p role="status" className="rounded-lg bg-green-50 px-3 py-2.5 text-green-800 text-sm">
        {notice}
      </p>
    );
  }
  return null;
}
