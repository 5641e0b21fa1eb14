import './index.css';

import type { RemoteAppProps } from '@app/shell/remote-contract';
import { RemoteRoot } from '@app/ui';

export default function App({ basePath }: RemoteAppProps) {
  return (
    <RemoteRoot name="mfe-admin">
      <main className="mx-auto max-w-3xl p-6" data-base-path={basePath}>
        <h1 className="font-semibold text-2xl text-brand-700">Admin (mfe-admin)</h1>
        <p className="mt-2 text-muted">The admin dashboard will appear here.</p>
      </main>
    </RemoteRoot>
  );
}
