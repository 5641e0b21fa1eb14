import { ExternalLink, Globe } from 'lucide-react';
import { useRemote } from '../../remote-context.ts';
import { AssistantTipCard } from './assistant-tip-card.tsx';
import { RecentRecipesCard } from './recent-recipes-card.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';

/** Home (`/`): greeting, the newest recipes, and how to use the assistant. */
export default function HomeScreen() {
  const { viewer, marketingUrl } = useRemote();
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <WelcomeBanner firstName={viewer?.firstName} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <RecentRecipesCard />
        <div className="flex flex-col gap-6">
          <AssistantTipCard />
          <a
            href={marketingUrl}
            target="_blank"
            rel="noopener"
            className="group flex min-h-11 items-center gap-3 rounded-card border border-line bg-raised p-4 text-ink shadow-card transition-colors hover:bg-sunken focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 focus-visible:outline-solid"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary"
            >
              <Globe className="size-5" />
            </span>
            <span className="flex-1">
              <span className="block font-medium">Visit our website</span>
              <span className="block text-muted text-sm">Features, tips and news</span>
            </span>
            <ExternalLink className="size-4 text-muted" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </main>
  );
}
