import { NavLink } from 'react-router-dom';
import { navItems } from './nav-items.ts';

/** Desktops: the main navigation in the header (phones have the bottom bar instead). */
export function HeaderNav() {
  return (
    <nav aria-label="Main" className="ml-auto hidden md:block">
      <ul className="flex items-center gap-1">
        {navItems.map(({ to, label, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `inline-flex h-10 items-center rounded-control px-3 font-medium text-sm transition-colors ${
                  isActive
                    ? 'bg-primary-soft text-ink'
                    : 'text-muted hover:bg-sunken hover:text-ink'
                }`
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
