import { NavLink } from 'react-router-dom';
import { navItems } from './nav-items.ts';

/** Phones: the bottom bar. From the md breakpoint the header carries the same links. */
export function BottomNav() {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-line border-t bg-raised/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-xl justify-around">
        {navItems.map(({ to, label, icon: ItemIcon, end }) => (
          <li key={to} className="flex-1">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex flex-col items-center gap-0.5 py-2 font-medium text-xs transition-colors ${
                  isActive ? 'text-primary' : 'text-muted hover:text-ink'
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
