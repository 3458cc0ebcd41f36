/** The hero illustration: a house in soft gradients with a dog at the door (decorative). */
export function HeroIllustration({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde7d6" />
          <stop offset="1" stopColor="#d6efe9" />
        </linearGradient>
        <linearGradient id="hero-wall" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#f1ebe3" />
        </linearGradient>
        <linearGradient id="hero-roof" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#0f5e5a" />
          <stop offset="1" stopColor="#14807a" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" rx="32" fill="url(#hero-sky)" />
      <circle cx="380" cy="78" r="34" fill="#fbbf77" opacity="0.85" />
      <path d="M0 292c80-26 160-30 240-14s160 14 240-8v90H0z" fill="#b9e0d6" />
      <path d="M0 318c90-18 190-16 280 0s150 8 200-4v46H0z" fill="#9ccfc3" />
      <rect x="120" y="150" width="230" height="150" rx="6" fill="url(#hero-wall)" />
      <path d="M100 160 235 70l135 90z" fill="url(#hero-roof)" />
      <rect x="150" y="190" width="52" height="44" rx="6" fill="#cfe9f3" stroke="#0f5e5a" strokeWidth="4" />
      <rect x="268" y="190" width="52" height="44" rx="6" fill="#cfe9f3" stroke="#0f5e5a" strokeWidth="4" />
      <rect x="214" y="222" width="44" height="78" rx="6" fill="#c2410c" />
      <circle cx="248" cy="262" r="3.5" fill="#fff1e8" />
      <g fill="#1c1917">
        <ellipse cx="318" cy="300" rx="30" ry="14" />
        <circle cx="345" cy="280" r="12" />
        <path d="M349 268l10-12 2 16z" />
        <rect x="296" y="298" width="7" height="16" rx="3" />
        <rect x="332" y="298" width="7" height="16" rx="3" />
        <path d="M290 294c-14-6-18-20-14-24 4 6 10 12 18 14z" />
      </g>
      <g fill="#0f5e5a" opacity="0.55">
        <circle cx="70" cy="250" r="26" />
        <circle cx="96" cy="262" r="20" />
        <rect x="78" y="262" width="6" height="36" />
      </g>
    </svg>
  );
}
