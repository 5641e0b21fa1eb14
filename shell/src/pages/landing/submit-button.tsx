export function SubmitButton({ isBusy, label }: { isBusy: boolean; label: string }) {
  return (
    <button
      type="submit"
      disabled={isBusy}
      className="h-11 w-full rounded-lg bg-brand-600 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
    >
      {isBusy ? 'Please wait...' : label}
    </button>
  );
}
