import type { Placement } from "@gigloom/attribution";
import type { ComponentPropsWithoutRef } from "react";
import type { Audience } from "@/config/site";
import { ctaAttributes } from "@/lib/interactions/attributes";
import { AnyLink } from "./any-link";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes";

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize };
/** A call to action says where it sits and, where it names one, whom it speaks to. */
type CtaProps = { placement?: Placement; audience?: Audience };
type LinkProps = StyleProps & CtaProps & ComponentPropsWithoutRef<"a"> & { href: string };
type NativeButtonProps = StyleProps & ComponentPropsWithoutRef<"button"> & { href?: undefined };

/** The site's call-to-action: a link when given an href, a <button> otherwise. */
export function Button(props: LinkProps | NativeButtonProps) {
  const { variant, size, className, ...rest } = props;
  const classes = buttonClasses({ variant, size, className });
  if (rest.href === undefined) {
    const buttonProps = rest as ComponentPropsWithoutRef<"button">;
    return <button type="button" {...buttonProps} className={classes} />;
  }
  const { placement, audience, ...link } = rest as LinkProps;
  return <AnyLink {...link} {...ctaAttributes(placement, audience)} className={classes} />;
}
