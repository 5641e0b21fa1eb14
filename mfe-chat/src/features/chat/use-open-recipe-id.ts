import { matchPath, useLocation } from 'react-router-dom';

/** The recipe the cook has open (`/recipe/{id}`), which recipe chat is about; else null. */
export function useOpenRecipeId(): number | null {
  const { pathname } = useLocation();
  const id = Number(matchPath('/recipe/:id', pathname)?.params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
