import Star from 'lucide-react/icons/star';

/**
 * Five decorative star icons, `filled` of them solid, under one accessible name such as
 * "Rated 4.7 out of 5" (the icons themselves are hidden from assistive technology).
 */
export function Stars({ filled, label, size = 18, className }: { filled: number; label: string; size?: number; className?: string }) {
  return (
    <span className={className ? `stars ${className}` : 'stars'} role="img" aria-label={label}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Star
          key={i}
          size={size}
          aria-hidden="true"
          focusable="false"
          className={i < filled ? 'star star-filled' : 'star'}
          fill={i < filled ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  );
}
