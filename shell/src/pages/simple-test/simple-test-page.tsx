/** Developer check that the shell loaded and renders. */
export default function SimpleTestPage() {
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="font-semibold text-2xl text-stone-900">Simple Test Page</h1>
      <p className="mt-2 text-stone-600">The app loaded and React is rendering.</p>
    </main>
  );
}
