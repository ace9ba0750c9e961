import { CheckIcon } from "@/components/ui/check-icon";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { creatorRequirements, noFollowerMinimum } from "@/lib/content";

/** Who can join as a creator: the sign-up checks, and the one thing that is not checked. */
export function Eligibility() {
  return (
    <Section id="who-can-join" labelledBy="who-can-join-title">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:gap-16">
        <div>
          <SectionHeading
            id="who-can-join-title"
            eyebrow="Who can join"
            title="Open to working creators, whatever your size"
          >
            <p>
              Whether you post for a living or alongside a day job, these are the checks at sign-up.
            </p>
          </SectionHeading>
          <p className="mt-8 rounded-card bg-mint-soft p-6 font-semibold text-ink">
            {noFollowerMinimum}
          </p>
        </div>
        <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2">
          {creatorRequirements.map((requirement) => (
            <li key={requirement.title} className="flex gap-4">
              <CheckIcon className="mt-0.5 text-mint" />
              <div>
                <h3 className="font-bold">{requirement.title}</h3>
                <p className="mt-1 text-muted">{requirement.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
