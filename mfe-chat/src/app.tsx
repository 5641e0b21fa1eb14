import './index.css';

/** What the shell passes to this remote's exposed `./App`. */
export interface RemoteAppProps {
  /** The path the shell mounts this remote under, e.g. `/recipes`. */
  basePath?: string;
}

export default function App({ basePath = '/' }: RemoteAppProps) {
  return (
    <aside
      className="rounded-card border border-brand-100 bg-white p-4 shadow-lg"
      data-remote="mfe-chat"
      data-base-path={basePath}
    >
      <h2 className="font-semibold text-brand-700">Chat (mfe-chat)</h2>
      <p className="mt-1 text-muted text-sm">The cooking assistant will appear here.</p>
    </aside>
  );
}
