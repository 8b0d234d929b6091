import Quote from 'lucide-react/icons/quote';
import type { Review } from '../../model/schema/reviews.ts';
import { averageRating, filledStars, formatAverage, monthYearIso } from '../../model/ratings.ts';
import { useSite, useTourName } from '../lib/site-context.tsx';
import { BookButton } from './book-button.tsx';
import { entranceStyle, type EntranceStep } from './entrance.ts';
import { Stars } from './stars.tsx';

interface ReviewsProps {
  /** birding | mammals | krakatau | ujung-kulon | waterbird; any other value shows the name "Tour". */
  tourType: string;
  /** Entrance step of the block (ENTRANCE_DELAYS_MS index); the last step by default. */
  enter?: EntranceStep;
}

/**
 * The reviews block of every tour page: heading, the tour's display name, the
 * average (one decimal) with stars rounded down, one card per review of that tour type, and
 * 'Book Your Tour Now' opening WhatsApp with the fixed reviews message. Section id: "reviews".
 */
export function Reviews({ tourType, enter = 6 }: ReviewsProps) {
  const { content } = useSite();
  const reviews = content.reviews.filter((r) => r.tourType === tourType);
  return (
    <section className="section reviews enter" id="reviews" aria-labelledby="reviews-heading" style={entranceStyle(enter)}>
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">Guest reviews</p>
          <h2 id="reviews-heading">What Our Guests Say</h2>
          <p className="reviews-subtitle">Guest reviews: {useTourName()(tourType)}</p>
        </header>

        {reviews.length > 0 && <ReviewsSummary ratings={reviews.map((r) => r.rating)} />}

        {reviews.length > 0 ? (
          <ul className="reviews-grid" role="list">
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
        ) : (
          // A new tour has none yet: say so rather than leave an empty list.
          <p className="reviews-empty">No guest reviews of this tour yet.</p>
        )}

        <div className="reviews-cta">
          <BookButton label="Book Your Tour Now" message={content.site.messages.reviews} variant="secondary" />
        </div>
      </div>
    </section>
  );
}

/** The average rating (one decimal) with stars rounded down, and how many reviews it rests on. */
function ReviewsSummary({ ratings }: { ratings: number[] }) {
  const average = averageRating(ratings);
  const shown = formatAverage(average);
  return (
    <div className="reviews-summary">
      <p className="reviews-average" aria-hidden="true">
        {shown}
      </p>
      <div>
        <Stars filled={filledStars(average)} label={`Rated ${shown} out of 5`} size={22} className="reviews-summary-stars" />
        <p className="reviews-count">
          based on <span data-count="">{ratings.length}</span> {ratings.length === 1 ? 'review' : 'reviews'}
        </p>
      </div>
    </div>
  );
}

/** One guest's review: stars, title, words, name, country and month. */
function ReviewCard({ review }: { review: Review }) {
  return (
    <li className="review-card" data-rating={review.rating}>
      <article aria-labelledby={`review-${review.id}`}>
        <Quote className="review-mark" size={32} aria-hidden="true" focusable="false" />
        <Stars filled={review.rating} label={`Rated ${review.rating} out of 5`} />
        <h3 className="review-title" id={`review-${review.id}`}>
          {review.title}
        </h3>
        <blockquote className="review-comment">
          <p>“{review.comment}”</p>
        </blockquote>
        <footer className="review-author">
          <span className="review-avatar" aria-hidden="true">
            {review.name.charAt(0)}
          </span>
          <span>
            <span className="review-name">{review.name}</span>
            <span className="review-meta">
              {review.country} · <time dateTime={monthYearIso(review.date)}>{review.date}</time>
            </span>
          </span>
        </footer>
      </article>
    </li>
  );
}
