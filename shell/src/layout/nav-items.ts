import type { ComponentType } from 'react';
import { BookIcon, CartIcon, HomeIcon, PlusIcon, UserIcon } from './nav-icons.tsx';

/** The signed-in pages' navigation (spec §2), in the bottom bar on phones, the header on desktops. */
export const navItems: Array<{ to: string; label: string; icon: ComponentType; end?: boolean }> = [
  { to: '/', label: 'Home', icon: HomeIcon, end: true },
  { to: '/recipes', label: 'Recipes', icon: BookIcon },
  { to: '/add-recipe', label: 'Add', icon: PlusIcon },
  { to: '/shopping-list', label: 'Shopping', icon: CartIcon },
  { to: '/profile', label: 'Profile', icon: UserIcon },
];
