import './index.css';

/** What the shell passes to this remote's exposed `./App`. */
export interface RemoteAppProps {
  /** The path the shell mounts this remote under, e.g. `/recipes`. */
  basePath?: string;
}

export default function App({ basePath = '/' }: RemoteAppProps) {
  return (
    <main className="mx-auto max-w-3xl p-6" data-remote="mfe-admin" data-base-path={basePath}>
      <h1 className="font-semibold text-2xl text-brand-700">Admin (mfe-admin)</h1>
      <p className="mt-2 text-muted">The admin dashboard will appear here.</p>
    </main>
  );
}
