import { fromCents } from '../domain/cents';
import type { AgingBucket, AgingBucketKey } from '../domain/client-account';
import { formatMoney } from '../domain/format';

/** From the newest debt to the oldest: the older, the stronger the colour. */
const BUCKET_COLOURS: Record<AgingBucketKey, string> = {
  d0_30: 'var(--bs-warning-border-subtle)',
  d31_60: 'var(--bs-warning)',
  d61_90: 'var(--bs-orange)',
  d90_mas: 'var(--bs-danger)',
};

const money = (cents: number) => formatMoney(fromCents(cents));

/** 'Antigüedad de la deuda: 0–30 días $10.00, …': what the bar says to a screen reader and on hover. */
function agingText(buckets: readonly AgingBucket[]): string {
  return `Antigüedad de la deuda: ${buckets.map((bucket) => `${bucket.label} ${money(bucket.cents)}`).join(', ')}`;
}

/** A client's debt by age as one thin stacked bar, each part as wide as its share of the debt. */
export function AgingBar({ buckets }: { buckets: readonly AgingBucket[] }) {
  const total = buckets.reduce((sum, bucket) => sum + bucket.cents, 0);
  if (total <= 0) return null;
  const text = agingText(buckets);
  return (
    <div
      role="img"
      aria-label={text}
      title={text}
      className="d-flex rounded overflow-hidden mt-1 ms-auto"
      style={{ height: '0.375rem', maxWidth: '8rem' }}
    >
      {buckets.map((bucket) =>
        bucket.cents > 0 ? (
          <div
            key={bucket.key}
            style={{ width: `${(bucket.cents / total) * 100}%`, background: BUCKET_COLOURS[bucket.key] }}
          />
        ) : null,
      )}
    </div>
  );
}

/** The four ages with their amounts, each a label and a value; a colour swatch ties each to the bar. */
export function AgingFigures({ buckets }: { buckets: readonly AgingBucket[] }) {
  return (
    <dl className="d-flex flex-wrap column-gap-4 row-gap-1 small mb-0">
      {buckets.map((bucket) => (
        <div key={bucket.key} className="d-flex align-items-center gap-2">
          <span
            aria-hidden="true"
            className="d-inline-block rounded-circle"
            style={{ width: '0.6rem', height: '0.6rem', background: BUCKET_COLOURS[bucket.key] }}
          />
          <dt className="fw-normal text-secondary">{bucket.label}</dt>
          <dd className={`mb-0 amount ${bucket.cents > 0 ? 'fw-semibold' : 'text-secondary'}`}>
            {money(bucket.cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
