import { Button, copyText, toast } from '@app/ui';
import { useEffect, useRef } from 'react';

/** A bookmark that opens the current page's recipe in this app's importer. */
function bookmarkletFor(origin: string): string {
  return `javascript:(()=>{location.href=${JSON.stringify(`${origin}/import?url=`)}+encodeURIComponent(location.href)})()`;
}

/** "Save to Recipes" for the bookmarks bar; phones use the share sheet instead. */
export function ImportBookmarklet() {
  const link = useRef<HTMLAnchorElement>(null);
  const bookmarklet = bookmarkletFor(window.location.origin);

  // React refuses javascript: URLs in href; this one is ours and fixed, so set it directly.
  // Clicking it here would import this very page: it is for dragging, not clicking.
  useEffect(() => {
    const element = link.current;
    if (!element) return;
    element.setAttribute('href', bookmarklet);
    const stay = (event: MouseEvent) => event.preventDefault();
    element.addEventListener('click', stay);
    return () => element.removeEventListener('click', stay);
  }, [bookmarklet]);

  const copy = async () => {
    if (await copyText(bookmarklet)) {
      toast({
        title: 'Bookmarklet Copied',
        description: 'Paste it as the address of a new bookmark.',
      });
    } else {
      toast({
        title: 'Copy Failed',
        description: 'Drag the button to your bookmarks bar instead.',
        variant: 'destructive',
      });
    }
  };

  return (
    <section className="rounded-card border border-line bg-raised p-5 shadow-card">
      <h2 className="font-semibold text-ink">Save recipes from any website</h2>
      <p className="mt-1 text-muted text-sm leading-relaxed">
        On a computer, drag this button to your bookmarks bar, then click it on any recipe page. On
        a phone, add this app to your home screen and use your browser's Share button.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a
          ref={link}
          href="#save-to-recipes"
          draggable
          className="inline-flex h-10 cursor-grab items-center rounded-control border-2 border-primary border-dashed px-4 font-semibold text-primary text-sm"
        >
          Save to Recipes
        </a>
        <Button variant="ghost" size="sm" onClick={() => void copy()}>
          Copy bookmarklet
        </Button>
      </div>
    </section>
  );
}
