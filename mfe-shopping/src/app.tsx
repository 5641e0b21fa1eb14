import './index.css';

import type { RemoteAppProps } from '@app/shell/remote-contract';
import { RemoteRoot } from '@app/ui';

export default function App({ basePath }: RemoteAppProps) {
  return (
    <RemoteRoot name="mfe-shopping">
      <main className="mx-auto max-w-3xl p-6" data-base-path={basePath}>
        <h1 className="font-semibold text-2xl text-brand-700">Shopping list (mfe-shopping)</h1>
        <p className="mt-2 text-muted">Your shopping list will appear here.</p>
      </main>
    </RemoteRoot>
  );
}
