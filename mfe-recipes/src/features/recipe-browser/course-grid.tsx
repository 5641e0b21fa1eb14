import { useQuery } from '@apollo/client/react';
import type { LucideIcon } from 'lucide-react';
import { CakeSlice, CupSoda, EggFried, Popcorn, Sandwich, Soup } from 'lucide-react';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql.ts';
import type { CourseId } from '../../components/course-names.ts';
import { RecipeImage } from '../../components/recipe-image.tsx';
import { BrowseEmpty } from './browse-empty.tsx';
import { noTilesMessage, recipeCount } from './browse-messages.ts';
import { courseIdOf, useBrowseHref } from './browse-params.ts';
import { LoadError } from './load-error.tsx';
import { courseGridClass, GridSkeleton } from './tile-skeletons.tsx';

export const CourseGridQuery = graphql(`
  query CourseGridQuery {
    recipeCategories {
      id
      name
      description
      thumbnail
      count
    }
  }
`);

const courseIcons: Record<CourseId, LucideIcon> = {
  breakfast: EggFried,
  lunch: Sandwich,
  dinner: Soup,
  snacks: Popcorn,
  desserts: CakeSlice,
  beverages: CupSoda,
};

/** The six course tiles of spec §9, each with its newest picture and its count. */
export function CourseGrid() {
  const { data, error, refetch } = useQuery(CourseGridQuery);
  const hrefFor = useBrowseHref();
  if (!data) {
    if (error) return <LoadError what="Courses" onRetry={() => void refetch()} />;
    return <GridSkeleton shape="course" />;
  }
  const courses = data.recipeCategories;
  if (courses.every((course) => course.count === 0)) {
    return <BrowseEmpty message={noTilesMessage('courses')} kind="add" />;
  }
  return (
    <ul aria-label="Courses" className={courseGridClass}>
      {courses.map((course) => {
        const id = courseIdOf(course.id);
        const Icon = courseIcons[id];
        return (
          <li key={course.id}>
            <Link
              to={hrefFor({ filter: 'courses', category: id, tag: null })}
              replace
              className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-raised shadow-card transition-shadow hover:shadow-pop focus-visible:outline-3 focus-visible:outline-focus focus-visible:outline-offset-2 focus-visible:outline-solid"
            >
              <span className="relative block aspect-[16/10] overflow-hidden">
                {course.thumbnail ? (
                  <RecipeImage
                    src={course.thumbnail}
                    alt=""
                    className="size-full transition-transform duration-300 group-hover:scale-105"
                  />
                ) : (
                  <span className="flex size-full items-center justify-center bg-gradient-to-br from-primary-soft to-herb-soft text-primary/80">
                    <Icon className="size-10" strokeWidth={1.5} aria-hidden="true" />
                  </span>
                )}
              </span>
              <span className="flex flex-1 flex-col gap-0.5 p-3">
                <span className="font-display font-semibold text-ink text-lg leading-tight group-hover:text-primary">
                  {course.name}
                </span>
                <span className="line-clamp-2 text-muted text-sm">{course.description}</span>
                <span className="mt-auto pt-1 font-medium text-primary text-sm">
                  {recipeCount(course.count)}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
