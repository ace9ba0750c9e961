import { AnyLink } from "./any-link";
import type { ComponentPropsWithoutRef } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes";

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize };
type LinkProps = StyleProps & ComponentPropsWithoutRef<"a"> & { href: string };
type NativeButtonProps = StyleProps & ComponentPropsWithoutRef<"button"> & { href?: undefined };

/** The site's call-to-action: a link when given an href, a <button> otherwise. */
export function Button(props: LinkProps | NativeButtonProps) {
  const { variant, size, className, ...rest } = props;
  const classes = buttonClasses({ variant, size, className });
  if (rest.href === undefined) {
    const buttonProps = rest as ComponentPropsWithoutRef<"button">;
    return <button type="button" {...buttonProps} className={classes} />;
  }
  return <AnyLink {...(rest as LinkProps)} className={classes} />;
}
