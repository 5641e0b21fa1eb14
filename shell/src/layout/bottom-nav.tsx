import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { BookIcon, CartIcon, HomeIcon, PlusIcon, UserIcon } from './nav-icons.tsx';

const items: Array<{ to: string; label: string; icon: ComponentType; end?: boolean }> = [
  { to: '/', label: 'Home', icon: HomeIcon, end: true },
  { to: '/recipes', label: 'Recipes', icon: BookIcon },
  { to: '/add-recipe', label: 'Add', icon: PlusIcon },
  { to: '/shopping-list', label: 'Shopping', icon: CartIcon },
  { to: '/profile', label: 'Profile', icon: UserIcon },
];

export function BottomNav() {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-stone-200 border-t bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-xl justify-around">
        {items.map(({ to, label, icon: ItemIcon, end }) => (
          <li key={to} className="flex-1">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex flex-col items-center gap-0.5 py-2 font-medium text-xs transition-colors ${
                  isActive ? 'text-brand-600' : 'text-stone-500 hover:text-stone-800'
                }`
              }
            >
              <ItemIcon />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
