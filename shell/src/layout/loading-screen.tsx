/** Shown while the initial session check runs. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-surface" aria-busy="true">
      <div className="flex flex-col items-center gap-3">
        <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
        <p className="font-medium text-muted">Loading...</p>
      </div>
    </div>
  );
}
