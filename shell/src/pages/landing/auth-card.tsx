import { Link } from 'react-router-dom';
import { OAuthButtons } from '../../session/oauth-buttons.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

export type AuthTab = 'sign-in' | 'sign-up';

const tabs: Array<{ id: AuthTab; label: string; path: string }> = [
  { id: 'sign-in', label: 'Sign In', path: '/auth/login' },
  { id: 'sign-up', label: 'Sign Up', path: '/auth/signup' },
];

/** Tabs are links, so /auth/login and /auth/signup preselect them and keep the query. */
export function AuthCard({ tab, search }: { tab: AuthTab; search: string }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-lg sm:p-7">
      <div
        role="tablist"
        aria-label="Sign in or sign up"
        className="grid grid-cols-2 gap-1 rounded-xl bg-stone-100 p-1"
      >
        {tabs.map(({ id, label, path }) => (
          <Link
            key={id}
            role="tab"
            aria-selected={tab === id}
            to={{ pathname: path, search }}
            replace
            className={`rounded-lg py-2 text-center font-semibold text-sm transition ${
              tab === id
                ? 'bg-white text-brand-700 shadow-sm'
                : 'text-stone-600 hover:text-stone-900'
            }`}
          >
            {label}
          </Link>
        ))}
      </div>
      <div role="tabpanel" className="mt-5">
        {tab === 'sign-in' ? <SignInForm key="sign-in" /> : <SignUpForm key="sign-up" />}
      </div>
      <div className="my-5 flex items-center gap-3 text-stone-500 text-xs uppercase tracking-wide">
        <span className="h-px flex-1 bg-stone-200" />
        or
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <OAuthButtons />
    </section>
  );
}
