/** The Mise bowl, as in the favicon and the app icons; decorative (the name is written next to it). */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="9" fill="#c2410c" />
      <path d="M7 15h18a9 9 0 0 1-18 0Z" fill="#fff" />
      <path
        d="M12 11c0-2 2-2 2-4M18 11c0-2 2-2 2-4"
        stroke="#fed7aa"
        strokeWidth="1.8"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
