import { CookModeLauncher } from '../features/cook-mode/cook-mode-launcher.tsx';
import RecipeDetailScreen from '../features/recipe-detail/recipe-detail-screen.tsx';

/** `/recipe/{id}`: the recipe page, with cook mode composed in (features never import each other). */
export default function RecipeRoute() {
  return (
    <RecipeDetailScreen
      renderCookMode={(recipe) => (
        <CookModeLauncher recipe={recipe} className="col-span-2 sm:col-span-1" />
      )}
    />
  );
}
