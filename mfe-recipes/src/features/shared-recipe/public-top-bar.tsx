import { BrandMark, buttonClassName } from '@app/ui';
import { Link } from 'react-router-dom';
import { useRemote } from '../../remote-context.ts';

/** The public page's own slim header (no app chrome): the brand, and a way in. */
export function PublicTopBar({ loginHref }: { loginHref: string }) {
  const { viewer, marketingUrl } = useRemote();
  const brand = (
    <>
      <BrandMark />
      Mise
    </>
  );
  const brandClassName =
    'flex min-h-11 items-center gap-2 rounded-control font-display font-semibold text-lg text-primary focus-visible:outline-2 focus-visible:outline-focus';
  return (
    <header className="border-line border-b bg-raised/95 pt-[env(safe-area-inset-top)]">
      <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4">
        {viewer ? (
          <Link to="/" className={brandClassName}>
            {brand}
          </Link>
        ) : (
          <a href={marketingUrl} className={brandClassName}>
            {brand}
          </a>
        )}
        {viewer ? (
          <Link to="/recipes" className={buttonClassName({ variant: 'ghost', size: 'md' })}>
            My Recipes
          </Link>
        ) : (
          <a href={loginHref} className={buttonClassName({ variant: 'ghost', size: 'md' })}>
            Sign in
          </a>
        )}
      </div>
    </header>
  );
}
