import { CheckIcon } from "@/components/ui/check-icon";
import type { Feature } from "@/lib/content";

/**
 * One tick for every item of every list: React's payload writes an element it meets again as a
 * short reference to the first, rather than the icon's markup once per feature.
 */
const TICK = <CheckIcon className="text-mint" />;

export function FeatureList({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="mt-4 space-y-3 text-sm">
      {features.map((feature) => (
        <li key={feature.name} className="flex gap-3">
          {TICK}
          <span>{feature.name}</span>
        </li>
      ))}
    </ul>
  );
}
