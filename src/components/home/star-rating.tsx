import { Star } from '@/components/ui/line-icons';

/** Five stars, filled up to the rating, read out as "Rated 5 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`size-5 ${n <= rating ? 'fill-accent-500 text-accent-700' : 'text-gray-300'}`}
        />
      ))}
    </p>
  );
}
