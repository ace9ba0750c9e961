import { CheckIcon } from "@/components/ui/check-icon";
import type { Feature } from "@/lib/content";

export function FeatureList({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="mt-4 space-y-3 text-sm">
      {features.map((feature) => (
        <li key={feature.name} className="flex gap-3">
          <CheckIcon className="text-mint" />
          <span>{feature.name}</span>
        </li>
      ))}
    </ul>
  );
}
